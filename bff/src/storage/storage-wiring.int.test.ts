import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.fixture.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('the BFF with local-disk storage', () => {
  it('hands resolvers the storage and serves the URLs it signs', async () => {
    const { app } = testApp;
    const { storage } = app.services;
    const key = 'projects/p/assets/a/v/source.mov';
    const id = await storage.createMultipartUpload(key, 'video/quicktime', { partSize: 8 << 20 });
    const [partUrl = ''] = await storage.signPartUrls(key, id, 1, 600);
    expect(partUrl).toMatch(/^\/v2\/storage\/upload\//);
    const put = await app.inject({ method: 'PUT', url: partUrl, payload: 'frames' });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toBe(`"${createHash('md5').update('frames').digest('hex')}"`);
    const etag = String(put.headers.etag);
    expect(await storage.completeMultipartUpload(key, id, [{ partNumber: 1, etag }])).toBe(6);
    const url = await storage.signGetUrl(key, { expiresInSeconds: 600 });
    const get = await app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe('frames');
    const refused = await app.inject({ method: 'GET', url: url.replace('source', 'other') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'URL_INVALID' } });
  });
});

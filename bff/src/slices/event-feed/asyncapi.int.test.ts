import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-app.fixture.ts';

let bff: TestApp;

beforeAll(async () => {
  bff = await startTestApp();
});

afterAll(async () => {
  await bff?.close();
});

describe('GET /v2/events/asyncapi.json', () => {
  it('hands anyone the public event catalogue as an AsyncAPI 3 document a cache may keep', async () => {
    const response = await bff.app.inject({ method: 'GET', url: '/v2/events/asyncapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const document = response.json();
    expect(document).toMatchObject({
      asyncapi: '3.0.0',
      info: { title: 'Rushes events' },
      channels: { 'comment.added': { address: 'io.rushes.comment.added' } },
    });
    expect(document.components.messages['comment.added.v1'].name).toBe(
      'io.rushes.comment.added.v1',
    );
  });
});

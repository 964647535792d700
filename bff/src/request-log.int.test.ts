import { createLogger } from '@rushes/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, graphql, login, startTestApp, type TestApp } from './test-app.fixture.ts';

const lines: string[] = [];
let bff: TestApp;
let token: string;

beforeAll(async () => {
  const logger = createLogger(
    { logLevel: 'info' },
    { destination: { write: (line: string) => lines.push(line) } },
  );
  bff = await startTestApp(
    { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password },
    { logger },
  );
  token = (await login(bff.app, admin.email, admin.password)).json<{ token: string }>().token;
});

afterAll(() => bff?.close());

describe('request logs', () => {
  it('show no token, signature or authorisation header', async () => {
    const secret = 'Sekr3tGrant_abcdefghijklmnop';
    const urls = [
      `/v2/media/${secret}/master.m3u8`,
      `/v2/downloads/${secret}`,
      `/v2/storage/projects/p/a/source?expires=9999999999&signature=${secret}`,
      `/v2/storage/x?X-Amz-Credential=${secret}&X-Amz-Signature=${secret}`,
      `/v2/invite/${secret}`,
      `/v2/reset-password/${secret}`,
      `/share/${secret}/browse/f1`,
      `/ws?token=${secret}`,
    ];
    lines.length = 0;
    for (const url of urls) await bff.app.inject({ method: 'GET', url });
    await graphql(bff.app, '{ currentUser { id } }', token);
    const written = lines.join('');
    expect(written).toContain('/v2/media/[redacted]/master.m3u8');
    expect(written).toContain('/v2/downloads/[redacted]');
    expect(written).toContain('signature=[redacted]');
    expect(written).toContain('/share/[redacted]/browse/f1');
    expect(written).not.toContain(secret);
    expect(written).not.toContain(token);
  });
});

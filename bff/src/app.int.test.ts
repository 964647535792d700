import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, graphql, login, startTestApp, type TestApp } from './test-app.fixture.ts';

let bff: TestApp;
let token: string;
let webDist: string;
const startScript = `export const takes = ${JSON.stringify('take '.repeat(4000))};\n`;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'rushes-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Rushes</title>');
  await writeFile(join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await writeFile(join(webDist, 'assets', 'start-3c4d.js'), startScript);
  // as the web build leaves them (web/build/precompress.ts)
  await writeFile(join(webDist, 'assets', 'start-3c4d.js.br'), brotliCompressSync(startScript));
  await writeFile(join(webDist, 'assets', 'start-3c4d.js.gz'), gzipSync(startScript));
  bff = await startTestApp(
    {
      RUSHES_ADMIN_EMAIL: admin.email,
      RUSHES_ADMIN_PASSWORD: admin.password,
      RUSHES_PUBLIC_URL: 'http://rushes.example.com',
      NODE_ENV: 'production',
      RUSHES_TRUST_PROXY: '1',
      RUSHES_LOGIN_RATE_LIMIT: '2',
    },
    { webDist },
  );
  token = (await login(bff.app, admin.email, admin.password)).json<{ token: string }>().token;
});

afterAll(async () => {
  await bff?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('is alive and ready when PostgreSQL and the log answer', async () => {
    expect((await bff.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await bff.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('every answer', () => {
  it('carries security headers and a request id', async () => {
    const response = await bff.app.inject({ method: 'GET', url: '/v2/hello' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' ws://rushes.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses browser features Rushes does not use, pages and API alike', async () => {
    for (const url of ['/v2/hello', '/healthz', '/', '/assets/app-1a2b.js']) {
      const policy = String(
        (await bff.app.inject({ method: 'GET', url })).headers['permissions-policy'],
      );
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('fullscreen=(self)');
      expect(policy).toContain('clipboard-write=(self)');
    }
  });

  it('lets no cache keep an answer that carries a token', async () => {
    const signIn = await login(bff.app, admin.email, admin.password);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const cookie = signIn.cookies.find((one) => one.name === 'rushes_refresh')?.value ?? '';
    const refreshed = await bff.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      cookies: { rushes_refresh: cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const password = { password: 'a new password 1' };
    for (const url of ['/v2/invite/junk', '/v2/reset-password/junk']) {
      const completed = await bff.app.inject({ method: 'POST', url, payload: password });
      expect(completed.headers['cache-control']).toBe('no-store');
    }
    expect((await graphql(bff.app, '{ currentUser { id } }', token)).headers['cache-control']).toBe(
      'no-store',
    );
    const script = await bff.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a caller request id', async () => {
    const response = await bff.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(response.headers['x-request-id']).toBe('lb-1234');
  });
});

describe('behind a proxy', () => {
  it('limits logins per client address from X-Forwarded-For', async () => {
    const attempt = (client: string) =>
      bff.app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { email: admin.email, password: 'wrong' },
        remoteAddress: '10.99.0.1',
        headers: { 'x-forwarded-for': client },
      });
    const statuses = [];
    for (const client of ['203.0.113.7', '203.0.113.7', '203.0.113.7', '198.51.100.4']) {
      statuses.push((await attempt(client)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 401]);
  });
});

describe('the web app', () => {
  it('serves files and falls back to index.html for client routes', async () => {
    const asset = await bff.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/projects/abc/folders/def?x=1']) {
      const page = await bff.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain('<title>Rushes</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends the build's brotli or gzip to a browser that accepts it, the file to one that does not", async () => {
    const get = (encoding?: string) =>
      bff.app.inject({
        method: 'GET',
        url: '/assets/start-3c4d.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(startScript);
    expect(br.rawPayload.length).toBeLessThan(startScript.length / 10);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(startScript);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(startScript);
  });

  it('answers API paths it does not know with a JSON 404', async () => {
    for (const url of ['/v2/nothing', '/v2']) {
      const response = await bff.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('GraphQL', () => {
  it('formats a refusal as { message, extensions: { code, data, timestamp } } with 200', async () => {
    const response = await graphql(bff.app, '{ node(id: "junk") { id } }', token);
    expect(response.statusCode).toBe(200);
    const [error] = response.json<{ errors: { extensions: object }[] }>().errors;
    expect(error?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'id', rule: 'globalId' },
      timestamp: expect.any(String),
    });
  });

  it('refuses introspection in production and queries deeper than the limit', async () => {
    const introspection = await graphql(bff.app, '{ __schema { types { name } } }', token);
    expect(introspection.json()).toMatchObject({
      errors: [{ extensions: { code: 'VALIDATION_FAILED' } }],
    });
    const deep = `{ folder(id: "x") { ${'parent { '.repeat(14)}id${' }'.repeat(14)} } }`;
    const answer = await graphql(bff.app, deep, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      errors: [{ extensions: { code: 'VALIDATION_FAILED' } }],
    });
  });
});

/** The HTTP status a websocket handshake gets (101 when it is accepted). */
async function handshake(port: number, path: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const upgrade = request({
      port,
      host: '127.0.0.1',
      path,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-protocol': 'graphql-transport-ws',
        ...(origin ? { origin } : {}),
      },
    });
    upgrade.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}

describe('the websocket at /ws over the network', () => {
  let port: number;

  beforeAll(async () => {
    await bff.app.listen({ port: 0, host: '127.0.0.1' });
    const address = bff.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('opens from the public origin with nothing in the URL (its token comes in its first message)', async () => {
    expect(await handshake(port, '/ws', 'http://rushes.example.com')).toBe(101);
  });

  it('refuses a foreign origin with 403', async () => {
    expect(await handshake(port, '/ws', 'https://evil.example.net')).toBe(403);
  });
});

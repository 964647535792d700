import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, login, startTestApp, type TestApp } from '../test-app.fixture.ts';
import { openSubscriptions } from './subscription.fixture.ts';

const protocol = { 'sec-websocket-protocol': 'graphql-transport-ws' };
const withAdmin = { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password };

/** Opens `/ws` with these headers, sends `first` and settles with the code the server closes with. */
async function closeCodeAfter(
  app: FastifyInstance,
  first: object,
  { path = '/ws', headers = {} }: { path?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  const socket = await app.injectWS(path, { headers: { ...protocol, ...headers } });
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  socket.send(JSON.stringify(first));
  return closed;
}

/** Whether a websocket from `origin` to a BFF reached at `host` opens. */
async function opens(app: FastifyInstance, origin: string, host: string): Promise<boolean> {
  try {
    const socket = await app.injectWS('/ws', { headers: { ...protocol, origin, host } });
    socket.terminate();
    return true;
  } catch (error) {
    if (String(error).includes('403')) return false;
    throw error;
  }
}

describe('the websocket at /ws, with RUSHES_PUBLIC_URL', () => {
  let bff: TestApp;
  let token: string;

  beforeAll(async () => {
    bff = await startTestApp({ ...withAdmin, RUSHES_PUBLIC_URL: 'http://rushes.example.com' });
    token = (await login(bff.app, admin.email, admin.password)).json<{ token: string }>().token;
  });
  afterAll(() => bff?.close());

  it('takes its token in connection_init and acknowledges it', async () => {
    const socket = await openSubscriptions(bff.app, token);
    socket.close();
  });

  it('closes a socket without a token with 4401, one with a bad token with 4403', async () => {
    expect(await closeCodeAfter(bff.app, { type: 'connection_init' })).toBe(4401);
    const junk = { type: 'connection_init', payload: { token: 'junk' } };
    expect(await closeCodeAfter(bff.app, junk)).toBe(4403);
    expect(await closeCodeAfter(bff.app, { type: 'subscribe', id: '1' })).toBe(4401);
  });

  it('takes no token from the URL, which proxies log', async () => {
    const first = { type: 'connection_init' };
    expect(await closeCodeAfter(bff.app, first, { path: `/ws?token=${token}` })).toBe(4401);
  });

  it("refuses a browser from another origin than the public URL's (403)", async () => {
    expect(await opens(bff.app, 'http://rushes.example.com', 'rushes.example.com')).toBe(true);
    expect(await opens(bff.app, 'https://evil.example.net', 'rushes.example.com')).toBe(false);
    expect(await opens(bff.app, 'http://evil.example.net', 'evil.example.net')).toBe(false);
  });
});

describe('the websocket at /ws, without RUSHES_PUBLIC_URL', () => {
  let bff: TestApp;

  beforeAll(async () => {
    bff = await startTestApp(withAdmin);
  });
  afterAll(() => bff?.close());

  it('takes a browser only from the host it asked (403 otherwise)', async () => {
    expect(await opens(bff.app, 'http://localhost:8080', 'localhost:8080')).toBe(true);
    expect(await opens(bff.app, 'http://evil.example.net', 'localhost:8080')).toBe(false);
    expect(await opens(bff.app, 'http://localhost:9999', 'localhost:8080')).toBe(false);
    expect(await opens(bff.app, 'null', 'localhost:8080')).toBe(false);
  });
});

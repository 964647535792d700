import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasUftp } from '../engines/uftp/uftp-sender.ts';
import { call, pageOrigin, pair, startTestHelper } from '../helper.fixture.ts';
import type { Helper } from '../helper.ts';

let home: string;
let started: Awaited<ReturnType<typeof startTestHelper>>;
let helper: Helper;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'rushes-transfer-api-'));
  started = await startTestHelper(join(home, 'state'));
  helper = started.helper;
});
afterAll(async () => {
  await helper?.close();
  await rm(home, { recursive: true, force: true });
});

describe('who may talk to the helper', () => {
  it('says hello to the Rushes origin, with CORS for it, and to programs without an origin', async () => {
    const hello = await call(helper, 'GET', '/v1/hello');
    expect(hello.status).toBe(200);
    expect(hello.headers['access-control-allow-origin']).toBe(pageOrigin);
    expect(hello.body).toEqual({
      app: 'rushes-transfer',
      version: expect.any(String),
      protocols: [1],
      origin: pageOrigin,
      paired: false,
      // UFTP first where this machine has it (.ci/run installs it)
      engines: hasUftp() ? ['uftp', 'http'] : ['http'],
    });
    expect((await call(helper, 'GET', '/v1/hello', { origin: null })).status).toBe(200);
  });

  it('refuses any other origin, and a Host that is not its own (DNS rebinding)', async () => {
    const other = await call(helper, 'GET', '/v1/hello', { origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORBIDDEN_ORIGIN');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const pairing = await call(helper, 'POST', '/v1/pairings', { origin: 'https://evil.example' });
    expect(pairing.status).toBe(403);
    expect(started.lines.some((line) => line.includes('Pairing code'))).toBe(false);
    const rebound = await call(helper, 'GET', '/v1/hello', { host: `evil.example:${helper.port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body.code).toBe('FORBIDDEN_ORIGIN');
    const localhost = await call(helper, 'GET', '/v1/hello', { host: `localhost:${helper.port}` });
    expect(localhost.status).toBe(200);
    expect((await call(helper, 'GET', '/v1/hello', { host: 'localhost' })).status).toBe(403);
  });

  it("answers the Rushes page's preflight with Private Network Access", async () => {
    const preflight = await call(helper, 'OPTIONS', '/v1/transfers');
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': pageOrigin,
      'access-control-allow-private-network': 'true',
      'access-control-allow-headers': 'authorization, content-type',
    });
    const other = await call(helper, 'OPTIONS', '/v1/transfers', {
      origin: 'https://evil.example',
    });
    expect(other.status).toBe(403);
  });

  it('serves nothing but hello and pairing before pairing', async () => {
    for (const [method, path] of [
      ['GET', '/v1/files'],
      ['GET', '/v1/transfers'],
      ['GET', '/v1/transfers/events'],
      ['POST', '/v1/transfers'],
      ['DELETE', '/v1/transfers/x'],
    ] as const) {
      const answer = await call(helper, method, path, { secret: 'not-a-pairing' });
      expect([path, answer.status, answer.body.code]).toEqual([path, 401, 'UNPAIRED']);
    }
  });

  it('pairs with the code shown in its terminal; a wrong code is refused', async () => {
    const { body } = await call(helper, 'POST', '/v1/pairings');
    const wrong = await call(helper, 'POST', `/v1/pairings/${body.pairingId}`, {
      body: { code: '12345x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'WRONG_CODE', message: 'wrong code: 2 tries left' });
    const unknown = await call(helper, 'POST', '/v1/pairings/nothing', {
      body: { code: '123456' },
    });
    expect(unknown.status).toBe(404);
    const secret = await pair(started);
    expect((await call(helper, 'GET', '/v1/hello', { secret })).body.paired).toBe(true);
    expect((await call(helper, 'GET', '/v1/transfers', { secret })).body).toEqual([]);
    const log = () => readFile(join(home, 'state', 'rushes-transfer.log'), 'utf8');
    await expect.poll(log).toMatch(/Pairing code for http:\/\/localhost:5173: \d{3} \d{3}/);
    expect(await log()).not.toContain(secret);
  });

  it('lists a folder of the machine for a paired page, and refuses a start it cannot run', async () => {
    const secret = await pair(started);
    const folder = await call(helper, 'GET', `/v1/files?path=${encodeURIComponent(home)}`, {
      secret,
    });
    expect(folder.body).toMatchObject({ path: home, entries: [{ name: 'state', kind: 'folder' }] });
    const missing = await call(helper, 'GET', '/v1/files?path=/no/such/folder', { secret });
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    const bad = await call(helper, 'POST', '/v1/transfers', {
      secret,
      body: { direction: 'upload' },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_INPUT']);
  });
});

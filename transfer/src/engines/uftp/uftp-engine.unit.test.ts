import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import type { StartHelperTransfer } from '@rushes/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uftpEngine } from './uftp-engine.ts';

let server: ReturnType<typeof createServer>;
let near: string;

beforeAll(async () => {
  server = createServer((socket) => socket.end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  near = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const upload = (engineUrl: string | undefined) =>
  ({
    direction: 'upload',
    spec: { engine_url: engineUrl },
  }) as unknown as StartHelperTransfer;

describe('which uploads UFTP takes', () => {
  it('takes an upload to a transfer server further away than near', async () => {
    expect(await uftpEngine(0).suits(upload(near))).toBe(true);
  });

  it('leaves to HTTP an upload to a near server, or to one that does not answer, or none', async () => {
    expect(await uftpEngine(10).suits(upload(near))).toBe(false);
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await uftpEngine(0).suits(upload(gone))).toBe(false);
    expect(await uftpEngine(0).suits(upload(undefined))).toBe(false);
  });

  it('leaves downloads to HTTP', async () => {
    const download = { direction: 'download', spec: { engine_url: near } };
    expect(await uftpEngine(0).suits(download as unknown as StartHelperTransfer)).toBe(false);
  });
});

import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '@rushes/runtime';
import { createS3Storage, type S3Storage } from '@rushes/storage';
import { type LoopbackS3, startS3rver } from '@rushes/storage/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagedUploads } from './staged-uploads.ts';
import { transferServerApp } from './transfer-server.ts';
import { startUftpd, type Uftpd } from './uftpd.ts';

const bucket = 'transfer-server';
const uid = '5EED0001';
const PART = 5 << 20;
const logger = createLogger({ logLevel: 'silent' }, { name: 'transfer-server' });

let folder: string;
let s3: LoopbackS3;
let storage: S3Storage;
let uftpd: Uftpd;
let app: ReturnType<typeof transferServerApp>;
let udpPort: number;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-transfer-server-'));
  const [stagingDir, tempDir] = [join(folder, 'staging'), join(folder, 'arriving')];
  await Promise.all([mkdir(stagingDir), mkdir(tempDir)]);
  s3 = await startS3rver(bucket);
  storage = createS3Storage({
    endpoint: s3.endpoint,
    ...{ region: 'us-east-1', bucket, forcePathStyle: true },
    ...{ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await storage.ensureBucket();
  udpPort = 20_000 + Math.floor(Math.random() * 20_000);
  uftpd = await startUftpd({
    ...{ port: udpPort, uid, stagingDir, tempDir, logger },
    statusFile: join(folder, 'received.log'),
  });
  app = transferServerApp({
    staged: stagedUploads(stagingDir, tempDir, join(folder, 'received.log')),
    storageOrigins: [s3.endpoint],
    uftp: { port: udpPort, uid },
    logger,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await uftpd?.stop();
  storage?.close();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

/** What Rushes Transfer does: sends the file by UFTP, encrypted, named by its upload. */
async function sendByUftp(path: string, name: string, rateKbps = 400_000): Promise<void> {
  const sender = spawn('uftp', [
    ...['-M', '127.0.0.1', '-p', String(udpPort), '-H', `0x${uid}`, '-R', String(rateKbps)],
    ...['-Y', 'aes256-gcm', '-h', 'sha256', '-e', 'ecdh_ecdsa', '-K', 'prime256v1'],
    ...['-D', name, path],
  ]);
  const [code] = await once(sender, 'exit');
  expect(code).toBe(0);
}

async function arrived(name: string): Promise<{ received: number; complete: boolean }> {
  for (let tries = 0; tries < 100; tries += 1) {
    const state = (await app.inject({ url: `/v1/uploads/${name}` })).json();
    if (state.complete) return state;
    await sleep(100);
  }
  throw new Error(`${name} never arrived`);
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A file sent by UFTP (`sending` resolves when it has arrived) and its upload's parts. */
async function sendingFile(size: number, rateKbps?: number) {
  const bytes = randomBytes(size);
  const path = join(folder, `${randomBytes(4).toString('hex')}.mov`);
  await writeFile(path, bytes);
  const name = randomBytes(8).toString('hex');
  const sending = sendByUftp(path, name, rateKbps);
  const key = `uploads/${name}`;
  const multipartId = await storage.createMultipartUpload(key, 'video/quicktime');
  const count = Math.ceil(size / PART);
  const urls = await storage.signPartUrls(key, multipartId, count, 600);
  const parts = urls.map((url, index) => {
    const part = bytes.subarray(index * PART, (index + 1) * PART);
    return { partNumber: index + 1, offset: index * PART, size: part.length, url, md5: md5(part) };
  });
  return { bytes, name, key, multipartId, parts, sending };
}

async function sentFile(size: number) {
  const file = await sendingFile(size);
  await file.sending;
  return file;
}

describe('the transfer server', () => {
  it('relays a file received by UFTP to storage, part by part, checked by MD5', async () => {
    const file = await sentFile(12 << 20);
    expect(await arrived(file.name)).toEqual({ received: 12 << 20, complete: true });

    const answer = await app.inject({
      method: 'POST',
      url: `/v1/uploads/${file.name}/parts`,
      payload: { parts: file.parts },
    });

    expect(answer.statusCode).toBe(200);
    const { parts } = answer.json() as { parts: { partNumber: number; etag: string }[] };
    expect(parts.map((part) => part.etag)).toEqual(file.parts.map((part) => `"${part.md5}"`));
    await storage.completeMultipartUpload(file.key, file.multipartId, parts);
    const stored = Buffer.concat(await (await storage.getObject(file.key)).toArray());
    expect(md5(stored)).toBe(md5(file.bytes));
  });

  it('refuses a part whose bytes are not the sender’s, and sends nothing of it', async () => {
    const file = await sentFile(6 << 20);
    await arrived(file.name);
    const [first, second] = file.parts;
    const changed = { ...second, md5: md5(Buffer.from('other bytes')) };

    const answer = await app.inject({
      method: 'POST',
      url: `/v1/uploads/${file.name}/parts`,
      payload: { parts: [first, changed] },
    });

    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'CHECKSUM_MISMATCH', partNumber: 2 });
    const stored = await storage.listParts(file.key, file.multipartId);
    expect(stored.map((part) => part.partNumber)).not.toContain(2);
  });

  it('sends to storage only: a URL elsewhere is refused', async () => {
    const file = await sentFile(1 << 20);
    await arrived(file.name);
    const [part] = file.parts;
    const elsewhere = { ...part, url: 'http://127.0.0.1:9/steal' };

    const answer = await app.inject({
      method: 'POST',
      url: `/v1/uploads/${file.name}/parts`,
      payload: { parts: [elsewhere] },
    });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'FOREIGN_URL' });
  });

  it('relays the parts already whole while the file arrives, the rest once it has', async () => {
    // 40 Mbit/s: about four seconds for 20 MiB
    const file = await sendingFile(20 << 20, 40_000);
    const relay = async (parts: typeof file.parts) => {
      const answer = await app.inject({
        method: 'POST',
        url: `/v1/uploads/${file.name}/parts`,
        payload: { parts },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { parts: { partNumber: number; etag: string }[]; pending: number[] };
    };
    let early: Awaited<ReturnType<typeof relay>> = { parts: [], pending: [] };
    const relayEarly = async () => {
      early = await relay(file.parts);
      return early.parts.length;
    };
    await expect.poll(relayEarly, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(early.pending).toContain(4);

    await file.sending;
    await arrived(file.name);
    const rest = await relay(file.parts.filter((part) => early.pending.includes(part.partNumber)));

    expect(rest.pending).toEqual([]);
    const parts = [...early.parts, ...rest.parts].sort((a, b) => a.partNumber - b.partNumber);
    expect(parts.map((part) => part.etag)).toEqual(file.parts.map((part) => `"${part.md5}"`));
    await storage.completeMultipartUpload(file.key, file.multipartId, parts);
    const stored = Buffer.concat(await (await storage.getObject(file.key)).toArray());
    expect(md5(stored)).toBe(md5(file.bytes));
  });

  it('relays nothing of a file already whole when asked while it arrives', async () => {
    const file = await sentFile(3 << 20);
    await arrived(file.name);
    const relay = (payload: object) =>
      app.inject({ method: 'POST', url: `/v1/uploads/${file.name}/parts`, payload });
    const late = await relay({ parts: file.parts, arriving: true });
    expect(late.json()).toEqual({ parts: [], pending: file.parts.map((part) => part.partNumber) });
    const whole = await relay({ parts: file.parts });
    expect(whole.json().pending).toEqual([]);
  });

  it('leaves the parts of a file not yet received pending, and forgets a file when told', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/v1/uploads/nothing-here/parts',
      payload: {
        parts: [{ partNumber: 1, offset: 0, size: 1, url: s3.endpoint, md5: '0'.repeat(32) }],
      },
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ parts: [], pending: [1] });

    const file = await sentFile(1 << 20);
    await arrived(file.name);
    expect(
      (await app.inject({ method: 'DELETE', url: `/v1/uploads/${file.name}` })).statusCode,
    ).toBe(204);
    expect((await app.inject({ url: `/v1/uploads/${file.name}` })).json()).toEqual({
      received: 0,
      complete: false,
    });
  });
});

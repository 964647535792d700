import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '@rushes/runtime';
import { createS3Storage, type S3Storage } from '@rushes/storage';
import { type LoopbackS3, startS3rver } from '@rushes/storage/s3rver';
import { stagedUploads, startUftpd, transferServerApp, type Uftpd } from '@rushes/transfer-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, pair, startTestHelper } from '../../helper.fixture.ts';
import { bytesOf, finished, MiB, startRushes, type TestRushes } from '../../rushes.fixture.ts';

const bucket = 'rushes-uftp';
/** The transfer server is on this machine: UFTP takes its uploads only when told near is 0. */
const ALWAYS_UFTP = 0;
const uid = '5EED00AB';

let s3: LoopbackS3;
let storage: S3Storage;
let rushes: TestRushes;
/** Rushes on local disk beside the transfer server, which takes the files it staged whole. */
let besideServer: TestRushes;
let work: string;
let uftpd: Uftpd;
let server: ReturnType<typeof transferServerApp>;
let staging: string;

beforeAll(async () => {
  s3 = await startS3rver(bucket);
  storage = createS3Storage({
    ...{ endpoint: s3.endpoint, region: 'us-east-1', bucket },
    ...{ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
  });
  await storage.ensureBucket();
  work = await mkdtemp(join(tmpdir(), 'rushes-uftp-int-'));
  staging = join(work, 'staging');
  const arriving = join(work, 'arriving');
  await Promise.all([mkdir(staging), mkdir(arriving)]);
  const logger = createLogger({ logLevel: 'silent' }, { name: 'transfer-server' });
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const statusFile = join(work, 'received.log');
  uftpd = await startUftpd({
    port,
    uid,
    stagingDir: staging,
    tempDir: arriving,
    statusFile,
    logger,
  });
  server = transferServerApp({
    staged: stagedUploads(staging, arriving, statusFile),
    storageOrigins: [s3.endpoint],
    uftp: { port, uid },
    logger,
  });
  const engineUrl = await server.listen({ host: '127.0.0.1', port: 0 });
  // the project's transfer server is this one: its tokens name it
  rushes = await startRushes({ storage }, { endpoint: engineUrl });
  // the server sends parts to the S3 stand-in only: to this one it can send none
  const besideStaging = { RUSHES_TRANSFER_STAGING_DIR: staging };
  besideServer = await startRushes({}, { endpoint: engineUrl }, besideStaging);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await uftpd?.stop();
  await rushes?.close();
  await besideServer?.close();
  storage?.close();
  await s3?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** An upload as the page asks it, the transfer server's rate (its setting) `rateKbps`. */
const uftpUpload = async (path: string, rateKbps: number, to = rushes) => {
  const upload = await to.uploadOf([path]);
  return { ...upload, spec: { ...upload.spec, target_rate_kbps: rateKbps } };
};

describe('Rushes Transfer by UFTP', () => {
  it('sends a clip by UFTP to the transfer server, which hands its parts to storage', async () => {
    const bytes = bytesOf(20 * MiB + 3, 7);
    const path = join(work, 'A003C012.mov');
    await writeFile(path, bytes);
    const started = await startTestHelper(join(work, 'helper-uftp'), ALWAYS_UFTP);
    try {
      const secret = await pair(started);
      const start = await call(started.helper, 'POST', '/v1/transfers', {
        secret,
        body: await uftpUpload(path, 400_000),
      });
      expect(start.status).toBe(201);
      expect(start.body.engine).toBe('uftp');

      const done = await finished(started.helper, secret, start.body.id);

      expect(done.files[0]?.error).toBeNull();
      expect(done.error).toBeNull();
      expect(done.state).toBe('completed');
      expect(done.files[0]).toMatchObject({ state: 'completed', sent: bytes.length });
      expect((await rushes.assetBytes(done.files[0]?.assetId ?? '')).equals(bytes)).toBe(true);
      // the transfer server forgets the file once its parts are in storage
      expect(await readdir(staging)).toEqual([]);
    } finally {
      await started.helper.close();
    }
  }, 120_000);

  it('hands the clip whole to local-disk storage beside the server, sending no part on', async () => {
    const bytes = bytesOf(20 * MiB + 5, 9);
    const path = join(work, 'A003C015.mov');
    await writeFile(path, bytes);
    const started = await startTestHelper(join(work, 'helper-uftp-beside'), ALWAYS_UFTP);
    try {
      const secret = await pair(started);
      const start = await call(started.helper, 'POST', '/v1/transfers', {
        secret,
        body: await uftpUpload(path, 400_000, besideServer),
      });
      expect(start.body.engine).toBe('uftp');
      const done = await finished(started.helper, secret, start.body.id);
      expect(done.files[0]?.error).toBeNull();
      expect(done.files[0]).toMatchObject({ state: 'completed', sent: bytes.length });
      const assetId = done.files[0]?.assetId ?? '';
      expect((await besideServer.assetBytes(assetId)).equals(bytes)).toBe(true);
      // taken from staging, not copied
      expect(await readdir(staging)).toEqual([]);
    } finally {
      await started.helper.close();
    }
  }, 120_000);

  it('sends a clip again whole when a helper stopped mid-session starts anew', async () => {
    const bytes = bytesOf(24 * MiB, 8);
    const path = join(work, 'A003C013.mov');
    await writeFile(path, bytes);
    const home = join(work, 'helper-uftp-resume');
    const first = await startTestHelper(home, ALWAYS_UFTP);
    const secret = await pair(first);
    // 40 Mbit/s: about five seconds for the file, stopped after two
    const start = await call(first.helper, 'POST', '/v1/transfers', {
      secret,
      body: await uftpUpload(path, 40_000),
    });
    await sleep(2000);
    await first.helper.close();

    const second = await startTestHelper(home, ALWAYS_UFTP);
    try {
      const done = await finished(second.helper, secret, start.body.id);
      expect(done.files[0]?.error).toBeNull();
      expect(done.state).toBe('completed');
      expect((await rushes.assetBytes(done.files[0]?.assetId ?? '')).equals(bytes)).toBe(true);
      expect(second.lines).toContain(`transfer ${start.body.id}: resuming`);
    } finally {
      await second.helper.close();
    }
  }, 120_000);
});

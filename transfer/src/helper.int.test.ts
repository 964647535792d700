import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HelperTransfer } from '@rushes/rules';
import { createS3Storage, type S3Storage } from '@rushes/storage';
import { type LoopbackS3, startS3rver } from '@rushes/storage/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_CHUNK } from './engines/http/download.ts';
import { call, pair, startTestHelper } from './helper.fixture.ts';
import { bytesOf, finished, MiB, PART, startRushes, type TestRushes } from './rushes.fixture.ts';
import { type LinkRequest, type StorageLink, startStorageLink } from './storage-link.fixture.ts';

const bucket = 'rushes-transfer';
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

let s3: LoopbackS3;
let storage: S3Storage;
let link: StorageLink;
let rushes: TestRushes;
let folderId: string;
let work: string;

/** The link's requests since `mark` that storage answered, of `method`. */
const answered = (mark: number, method: string): LinkRequest[] =>
  link.requests
    .slice(mark)
    .filter((request) => request.method === method && request.status !== null);

beforeAll(async () => {
  s3 = await startS3rver(bucket);
  link = await startStorageLink(s3.endpoint);
  storage = createS3Storage({
    ...{ endpoint: s3.endpoint, publicEndpoint: link.url, region: 'us-east-1', bucket },
    ...{ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
  });
  await storage.ensureBucket();
  rushes = await startRushes({ storage });
  ({ folderId } = rushes);
  work = await mkdtemp(join(tmpdir(), 'rushes-transfer-int-'));
}, 120_000);

afterAll(async () => {
  await rushes?.close();
  storage?.close();
  await link?.close();
  await s3?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('Rushes Transfer against Rushes and S3', () => {
  it('uploads a folder through its API: clips first, then the ALE, dot-files skipped, events every 500 ms', async () => {
    const day = join(work, 'Day 1');
    await mkdir(join(day, 'Sound'), { recursive: true });
    const clip = bytesOf(PART + 5);
    await writeFile(join(day, 'A001C001.mov'), clip);
    await writeFile(join(day, 'Sound', 'A001C001.wav'), bytesOf(1000, 1));
    await writeFile(join(day, '.DS_Store'), 'skipped');
    const ale =
      'Heading\nFIELD_DELIM\tTABS\nFPS\t25\n\nColumn\nName\tScene\n\nData\nA001C001\t12\n';
    await writeFile(join(day, 'Day 1.ale'), ale);
    const started = await startTestHelper(join(work, 'helper-upload'));
    const { helper } = started;
    try {
      const secret = await pair(started);
      const events: { at: number; transfer: HelperTransfer }[] = [];
      const listening = new AbortController();
      const stream = await fetch(`${helper.url}/v1/transfers/events`, {
        headers: { authorization: `Bearer ${secret}` },
        signal: listening.signal,
      });
      const reading = (async () => {
        let text = '';
        for await (const chunk of stream.body ?? []) {
          text += Buffer.from(chunk).toString();
          for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
            const [event, data] = text.slice(0, end).split('\n');
            text = text.slice(end + 2);
            if (event === 'event: transfer') {
              events.push({ at: Date.now(), transfer: JSON.parse(data?.slice(6) ?? '') });
            }
          }
        }
      })().catch(() => {});
      const mark = link.requests.length;
      const start = await call(helper, 'POST', '/v1/transfers', {
        secret,
        body: await rushes.uploadOf([day]),
      });
      expect(start.status).toBe(201);
      expect(start.body.files.map((file: { name: string }) => file.name)).toEqual([
        'A001C001.mov',
        'Day 1.ale',
        'A001C001.wav',
      ]);
      const done = await finished(helper, secret, start.body.id);
      expect(done).toMatchObject({
        state: 'completed',
        error: null,
        bytes: clip.length + 1000 + ale.length,
      });
      expect(done.sent).toBe(done.bytes);
      const [mov, metadata, wav] = done.files;
      expect(mov).toMatchObject({ state: 'completed', sent: clip.length, error: null });
      expect(mov?.assetId && mov.versionId && mov.uploadId && mov.jobId).toBeTruthy();
      expect(wav).toMatchObject({ state: 'completed', assetId: expect.any(String) });
      // a metadata file is imported, and becomes no asset
      expect(metadata).toMatchObject({
        state: 'completed',
        uploadId: expect.any(String),
        assetId: null,
      });
      const asset = await rushes.bff.gql(
        rushes.token,
        'query ($id: ID!) { asset(id: $id) { name metadata { value } } }',
        {
          id: mov?.assetId,
        },
      );
      expect(asset.data?.asset.name).toBe('A001C001.mov');
      expect(asset.data?.asset.metadata.map((entry: { value: string }) => entry.value)).toContain(
        '12',
      );
      expect((await rushes.assetBytes(mov?.assetId ?? '')).equals(clip)).toBe(true);
      // the ALE's one PUT came after every part of the clips
      const puts = answered(mark, 'PUT');
      expect(puts.map((put) => put.path.includes('/assets/'))).toEqual([true, true, true, false]);
      // the page heard the transfer at most every 500 ms, and heard it end
      const ours = () => events.filter((event) => event.transfer.id === start.body.id);
      await expect.poll(() => ours().at(-1)?.transfer.state).toBe('completed');
      const heard = ours();
      const gaps = heard.slice(1).map((event, n) => event.at - (heard[n]?.at ?? 0));
      // (measured here, on arrival; `transfers.unit.test.ts` holds the helper to 500 ms exactly)
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(350);
      listening.abort();
      await reading;
    } finally {
      await helper.close();
    }
  }, 120_000);

  it('resumes an upload stopped mid-file in a new helper, sending only the parts storage lacks', async () => {
    const bytes = bytesOf(4 * PART + MiB, 2);
    const path = join(work, 'A002C001.mov');
    await writeFile(path, bytes);
    const home = join(work, 'helper-resume');
    const first = await startTestHelper(home);
    const secret = await pair(first);
    // the link goes quiet after two parts
    link.hold((request) => request.method === 'PUT' && (request.partNumber ?? 0) >= 3);
    const mark = link.requests.length;
    const start = await call(first.helper, 'POST', '/v1/transfers', {
      secret,
      body: await rushes.uploadOf([path]),
    });
    await expect
      .poll(() => answered(mark, 'PUT').map((put) => put.partNumber), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([1, 2]));
    await first.helper.close();
    link.drop();
    const stopped = JSON.parse(
      await readFile(join(home, 'transfers', `${start.body.id}.json`), 'utf8'),
    );
    expect(stopped.transfer.state).toBe('running');
    const uploadId = stopped.transfer.files[0].uploadId;
    expect(uploadId).toEqual(expect.any(String));

    const again = link.requests.length;
    const second = await startTestHelper(home);
    try {
      // the pairing, too, outlives the restart
      const done = await finished(second.helper, secret, start.body.id);
      expect(done.state).toBe('completed');
      expect(done.files[0]).toMatchObject({ state: 'completed', uploadId, sent: bytes.length });
      const resent = answered(again, 'PUT');
      expect(resent.map((put) => put.partNumber).sort()).toEqual([3, 4, 5]);
      expect(resent.reduce((sum, put) => sum + put.bytes, 0)).toBe(bytes.length - 2 * PART);
      expect((await rushes.assetBytes(done.files[0]?.assetId ?? '')).equals(bytes)).toBe(true);
      expect(second.lines).toContain(`transfer ${start.body.id}: resuming`);
    } finally {
      await second.helper.close();
    }
  }, 120_000);

  it('sends again a stored part that is not the file’s, and a part corrupted on the way', async () => {
    const bytes = bytesOf(3 * PART, 3);
    const path = join(work, 'A003C001.mov');
    await writeFile(path, bytes);
    // an earlier attempt left part 1 as it should be and part 2 with other bytes
    const input = {
      folderId,
      filename: 'A003C001.mov',
      size: bytes.length,
      contentType: '',
      resume: true,
    };
    const earlier = await rushes.bff.gql(
      rushes.token,
      'mutation ($input: StartUploadInput!) { startUpload(input: $input) { upload { id urls } } }',
      { input },
    );
    const { id: uploadId, urls } = earlier.data?.startUpload.upload ?? {};
    for (const [n, body] of [
      [1, bytes.subarray(0, PART)],
      [2, bytesOf(PART, 9)],
    ] as const) {
      expect((await fetch(urls[n - 1], { method: 'PUT', body })).status).toBe(200);
    }
    link.corruptNext((request) => request.method === 'PUT' && request.partNumber === 3);
    const started = await startTestHelper(join(work, 'helper-corrupt'));
    try {
      const secret = await pair(started);
      const mark = link.requests.length;
      const start = await call(started.helper, 'POST', '/v1/transfers', {
        secret,
        body: await rushes.uploadOf([path]),
      });
      const done = await finished(started.helper, secret, start.body.id);
      expect(done.files[0]).toMatchObject({ state: 'completed', uploadId });
      // part 1 was kept; part 2 sent again; part 3 twice, its first copy corrupted
      expect(answered(mark, 'PUT').map((put) => put.partNumber)).toEqual(
        expect.arrayContaining([2, 3, 3]),
      );
      expect(answered(mark, 'PUT')).toHaveLength(3);
      expect((await rushes.assetBytes(done.files[0]?.assetId ?? '')).equals(bytes)).toBe(true);
    } finally {
      await started.helper.close();
    }
  }, 120_000);

  describe('downloads', () => {
    const bytes = bytesOf(2 * DOWNLOAD_CHUNK + 3 * MiB, 4);
    const other = bytesOf(MiB + 7, 6);
    let assetId: string;
    let otherId: string;

    // the assets to download, uploaded through the helper first
    beforeAll(async () => {
      const [clip, second] = [join(work, 'A004C001.mov'), join(work, 'A004C002.mov')];
      await writeFile(clip, bytes);
      await writeFile(second, other);
      const started = await startTestHelper(join(work, 'helper-assets'));
      try {
        const secret = await pair(started);
        const start = await call(started.helper, 'POST', '/v1/transfers', {
          secret,
          body: await rushes.uploadOf([clip, second]),
        });
        const done = await finished(started.helper, secret, start.body.id);
        expect(done.state).toBe('completed');
        [assetId, otherId] = done.files.map((file) => file.assetId ?? '') as [string, string];
      } finally {
        await started.helper.close();
      }
    }, 120_000);

    const download = async (
      started: Awaited<ReturnType<typeof startTestHelper>>,
      secret: string,
      destination: string,
      assetIds: string[],
    ) => {
      const start = await call(started.helper, 'POST', '/v1/transfers', {
        secret,
        body: await rushes.downloadOf(destination, assetIds),
      });
      expect(start.status).toBe(201);
      return start.body.id as string;
    };

    it('resumes a download stopped mid-file from the chunks on disk, and verifies it by its ETag', async () => {
      const destination = join(work, 'downloads');
      await mkdir(destination);
      const home = join(work, 'helper-download');
      const first = await startTestHelper(home);
      const secret = await pair(first);
      link.hold(
        (request) => request.method === 'GET' && (request.rangeStart ?? 0) >= 2 * DOWNLOAD_CHUNK,
      );
      const mark = link.requests.length;
      const id = await download(first, secret, destination, [assetId]);
      // two chunks are on disk, and the helper's state says so, of the object storage's ETag names
      const kept = async () => {
        const state = await readFile(join(home, 'transfers', `${id}.json`), 'utf8').catch(
          () => '{}',
        );
        return Object.values(JSON.parse(state).resume ?? {});
      };
      await expect
        .poll(kept, { timeout: 30_000 })
        .toEqual([
          expect.objectContaining({ etag: `"${md5(bytes)}"`, chunks: { through: 2, beyond: [] } }),
        ]);
      expect(answered(mark, 'GET').filter((get) => get.bytes === DOWNLOAD_CHUNK)).toHaveLength(2);
      await first.helper.close();
      link.drop();
      expect(await readdir(destination)).toEqual(['A004C001.mov.part']);

      const again = link.requests.length;
      const second = await startTestHelper(home);
      try {
        const done = await finished(second.helper, secret, id);
        const target = join(destination, 'A004C001.mov');
        expect(done.files).toEqual([
          expect.objectContaining({
            name: 'A004C001.mov',
            path: target,
            state: 'completed',
            sent: bytes.length,
          }),
        ]);
        expect(answered(again, 'GET').reduce((sum, get) => sum + get.bytes, 0)).toBe(3 * MiB);
        expect((await readFile(target)).equals(bytes)).toBe(true);
        expect(await readdir(destination)).toEqual(['A004C001.mov']);
      } finally {
        await second.helper.close();
      }
    }, 120_000);

    it('writes beside a file of the same name, and fails a file corrupted on the way', async () => {
      const destination = join(work, 'downloads-2');
      await mkdir(destination);
      await writeFile(join(destination, 'A004C001.mov'), 'already here');
      // the second asset's bytes arrive with their first byte flipped
      const otherPath = new URL(await rushes.downloadUrl(otherId)).pathname;
      link.corruptNext((request) => request.method === 'GET' && request.path === otherPath);
      const corrupted = Buffer.from(other);
      corrupted[0] = (corrupted[0] ?? 0) ^ 0xff;
      const started = await startTestHelper(join(work, 'helper-download-2'));
      try {
        const secret = await pair(started);
        const done = await finished(
          started.helper,
          secret,
          await download(started, secret, destination, [assetId, otherId]),
        );
        expect(done.state).toBe('failed');
        expect(done.error).toBe('1 of 2 files failed');
        const [beside, failed] = done.files;
        expect(beside).toMatchObject({
          name: 'A004C001.mov',
          state: 'completed',
          path: join(destination, 'A004C001 (1).mov'),
        });
        expect((await readFile(join(destination, 'A004C001 (1).mov'))).equals(bytes)).toBe(true);
        expect(await readFile(join(destination, 'A004C001.mov'), 'utf8')).toBe('already here');
        expect(failed).toMatchObject({
          name: 'A004C002.mov',
          state: 'failed',
          error: expect.stringContaining(`read back as ${md5(corrupted)}, not "${md5(other)}"`),
        });
        expect((await readdir(destination)).sort()).toEqual(['A004C001 (1).mov', 'A004C001.mov']);
      } finally {
        await started.helper.close();
      }
    }, 120_000);
  });
});

import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsChecksum } from './engines/http/checksum.ts';
import { call, pair, startTestHelper } from './helper.fixture.ts';
import { bytesOf, finished, MiB, PART, startRushes, type TestRushes } from './rushes.fixture.ts';

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

let rushes: TestRushes;
let work: string;

beforeAll(async () => {
  rushes = await startRushes();
  work = await mkdtemp(join(tmpdir(), 'rushes-transfer-local-'));
}, 120_000);
afterAll(async () => {
  await rushes?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("Rushes Transfer against `npm start`'s storage (local disk, URLs signed by Rushes)", () => {
  it('uploads a file to the parts URLs Rushes signs relative to itself, and downloads it in ranges, held to its ETag of parts', async () => {
    const bytes = bytesOf(2 * PART + 100, 5);
    const path = join(work, 'A005C001.mov');
    await writeFile(path, bytes);
    const started = await startTestHelper(join(work, 'helper'));
    try {
      const secret = await pair(started);
      const sent = await call(started.helper, 'POST', '/v1/transfers', {
        secret,
        body: await rushes.uploadOf([path]),
      });
      const uploaded = await finished(started.helper, secret, sent.body.id);
      expect(uploaded.files[0]).toMatchObject({ state: 'completed', sent: bytes.length });
      const assetId = uploaded.files[0]?.assetId ?? '';
      expect((await rushes.assetBytes(assetId)).equals(bytes)).toBe(true);

      // local disk keeps an upload's ETag as S3 does: of its parts' MD5s, which the helper checks
      const destination = join(work, 'downloads');
      await mkdir(destination);
      const body = await rushes.downloadOf(destination, [assetId]);
      const listed = await rushes.bff.gql(body.spec.token, '{ transferFiles { etag partSize } }');
      const md5s = [0, 1, 2].map((n) => md5(bytes.subarray(n * PART, (n + 1) * PART)));
      expect(listed.data?.transferFiles).toEqual([
        { etag: `"${partsChecksum(md5s)}-3"`, partSize: PART },
      ]);
      const received = await call(started.helper, 'POST', '/v1/transfers', { secret, body });
      const done = await finished(started.helper, secret, received.body.id);
      expect(done).toMatchObject({ state: 'completed', sent: bytes.length });
      expect((await readFile(join(destination, 'A005C001.mov'))).equals(bytes)).toBe(true);
      expect(bytes.length).toBeGreaterThan(16 * MiB);
    } finally {
      await started.helper.close();
    }
  }, 120_000);
});

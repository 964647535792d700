import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage, UploadedPart } from './object-storage.ts';
import { isStorageError } from './storage-error.ts';

export interface StorageUnderTest {
  storage: ObjectStorage;
  /** The signed URL as `fetch` can reach it (local disk signs same-origin paths). */
  reachable(url: string): string;
  /** Whether its objects are files on this machine, which tools read in place. */
  onDisk: boolean;
  /** Whatever an upload left behind (temp files, parts); empty once it completed or aborted. */
  leftovers(): Promise<string[]>;
  cleanup(): Promise<void>;
}

const MiB = 1024 * 1024;
const HOUR = 3600;

/** Three parts, S3's minimum of 5 MiB for all but the last. */
const PART_SIZE = 5 * MiB;
const threeParts = () => [randomBytes(PART_SIZE), randomBytes(PART_SIZE), randomBytes(1234)];

async function putPart(url: string, body: Buffer): Promise<string> {
  const response = await fetch(url, { method: 'PUT', body });
  expect(response.status, await response.clone().text()).toBe(200);
  const etag = response.headers.get('etag');
  if (!etag) throw new Error('the part upload answered no ETag');
  return etag;
}

/** The ETag S3 gives a part: its quoted MD5. */
const md5Etag = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/** Reads a stream whole (test sizes only). */
const bytesOf = (stream: Readable) => buffer(stream);

/**
 * The object-storage contract: every adapter passes it through the real HTTP path (parts PUT to
 * signed URLs with `fetch`, objects read back by signed GETs). `keyPrefix` starts every key (a
 * router's storage other than its default: `eu/`).
 */
export function objectStorageContract(
  name: string,
  setup: () => Promise<StorageUnderTest>,
  { keyPrefix = '' }: { keyPrefix?: string } = {},
) {
  describe(`ObjectStorage contract: ${name}`, () => {
    let subject: StorageUnderTest;
    let storage: ObjectStorage;
    const newKey = (name = 'source.mov') => `${keyPrefix}contract/${randomUUID()}/${name}`;

    beforeAll(async () => {
      subject = await setup();
      storage = subject.storage;
    });
    afterAll(async () => {
      await subject?.cleanup();
    });

    /** Uploads `parts` in the order `arrival` (part numbers) and completes with that list. */
    async function upload(key: string, parts: Buffer[], arrival: number[]) {
      const multipartId = await storage.createMultipartUpload(key, 'video/quicktime', {
        partSize: PART_SIZE,
      });
      const urls = await storage.signPartUrls(key, multipartId, parts.length, HOUR);
      const uploaded: UploadedPart[] = [];
      for (const partNumber of arrival) {
        const body = parts[partNumber - 1] ?? Buffer.alloc(0);
        const url = subject.reachable(urls[partNumber - 1] ?? '');
        uploaded.push({ partNumber, etag: await putPart(url, body) });
      }
      return storage.completeMultipartUpload(key, multipartId, uploaded);
    }

    async function signedGet(key: string, init: RequestInit = {}, downloadName?: string) {
      const url = await storage.signGetUrl(key, { expiresInSeconds: HOUR, downloadName });
      return fetch(subject.reachable(url), init);
    }

    it('round-trips a three-part upload byte for byte and gives its size', async () => {
      const key = newKey();
      const parts = threeParts();
      const whole = Buffer.concat(parts);
      expect(await upload(key, parts, [1, 2, 3])).toBe(whole.length);
      expect(await storage.headObject(key)).toEqual({ size: whole.length });
      expect((await bytesOf(await storage.getObject(key))).equals(whole)).toBe(true);
      const response = await signedGet(key);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(whole)).toBe(true);
      expect(await subject.leftovers()).toEqual([]);
    });

    it('joins parts in part order whatever order they arrived and were listed in', async () => {
      const key = newKey();
      const parts = threeParts();
      await upload(key, parts, [3, 1, 2]);
      expect((await bytesOf(await storage.getObject(key))).equals(Buffer.concat(parts))).toBe(true);
    });

    it('keeps the bytes of the last upload of a part', async () => {
      const key = newKey();
      const parts = threeParts();
      const multipartId = await storage.createMultipartUpload(key, 'video/quicktime', {
        partSize: PART_SIZE,
      });
      const urls = await storage.signPartUrls(key, multipartId, parts.length, HOUR);
      const put = (n: number, body: Buffer) => putPart(subject.reachable(urls[n - 1] ?? ''), body);
      const uploaded = [
        await put(1, parts[0] ?? Buffer.alloc(0)),
        await put(2, randomBytes(PART_SIZE)),
      ];
      parts[1] = randomBytes(PART_SIZE);
      uploaded[1] = await put(2, parts[1]);
      uploaded.push(await put(3, parts[2] ?? Buffer.alloc(0)));
      const listed = uploaded.map((etag, index) => ({ partNumber: index + 1, etag }));
      await storage.completeMultipartUpload(key, multipartId, listed);
      expect((await bytesOf(await storage.getObject(key))).equals(Buffer.concat(parts))).toBe(true);
    });

    it('lists the parts an unfinished upload holds: number, size and MD5 ETag', async () => {
      const key = newKey();
      const multipartId = await storage.createMultipartUpload(key, 'video/quicktime', {
        partSize: PART_SIZE,
      });
      const urls = await storage.signPartUrls(key, multipartId, 5, HOUR);
      const put = (n: number, body: Buffer) => putPart(subject.reachable(urls[n - 1] ?? ''), body);
      expect(await storage.listParts(key, multipartId)).toEqual([]);
      const bodies = new Map([
        [4, randomBytes(PART_SIZE)],
        [1, randomBytes(PART_SIZE)],
        [5, randomBytes(999)],
      ]);
      for (const [n, body] of bodies) await put(n, body);
      const changed = randomBytes(PART_SIZE);
      expect(await put(4, changed)).toBe(md5Etag(changed));
      bodies.set(4, changed);
      const listed = [1, 4, 5].map((partNumber) => {
        const body = bodies.get(partNumber) ?? Buffer.alloc(0);
        return { partNumber, size: body.length, etag: md5Etag(body) };
      });
      expect(await storage.listParts(key, multipartId)).toEqual(listed);
      await expect(storage.listParts(newKey(), multipartId)).rejects.toSatisfy((error) =>
        isStorageError(error, 'NO_SUCH_UPLOAD'),
      );
      await storage.abortMultipartUpload(key, multipartId);
      await expect(storage.listParts(key, multipartId)).rejects.toSatisfy((error) =>
        isStorageError(error, 'NO_SUCH_UPLOAD'),
      );
    });

    it('lists no parts of a completed upload', async () => {
      const key = newKey();
      const multipartId = await storage.createMultipartUpload(key, 'video/mp4', {
        partSize: PART_SIZE,
      });
      const [url = ''] = await storage.signPartUrls(key, multipartId, 1, HOUR);
      const etag = await putPart(subject.reachable(url), randomBytes(1000));
      await storage.completeMultipartUpload(key, multipartId, [{ partNumber: 1, etag }]);
      await expect(storage.listParts(key, multipartId)).rejects.toSatisfy((error) =>
        isStorageError(error, 'NO_SUCH_UPLOAD'),
      );
    });

    it('leaves nothing behind when an upload is aborted', async () => {
      const key = newKey();
      const multipartId = await storage.createMultipartUpload(key, 'video/mp4', {
        partSize: PART_SIZE,
      });
      const [url = ''] = await storage.signPartUrls(key, multipartId, 2, HOUR);
      const etag = await putPart(subject.reachable(url), randomBytes(64 * 1024));
      await storage.abortMultipartUpload(key, multipartId);
      expect(await subject.leftovers()).toEqual([]);
      expect(await storage.headObject(key)).toBeNull();
      await expect(
        storage.completeMultipartUpload(key, multipartId, [{ partNumber: 1, etag }]),
      ).rejects.toThrow();
    });

    it('aborts the uploads started before a time, and only those', async () => {
      const key = newKey();
      const multipartId = await storage.createMultipartUpload(key, 'video/mp4', {
        partSize: PART_SIZE,
      });
      const [url = ''] = await storage.signPartUrls(key, multipartId, 1, HOUR);
      const etag = await putPart(subject.reachable(url), randomBytes(64 * 1024));
      const anHourAgo = new Date(Date.now() - HOUR * 1000);
      expect(await storage.abortMultipartUploadsStartedBefore(anHourAgo)).toBe(0);
      expect(await subject.leftovers()).not.toEqual([]);
      const inAMinute = new Date(Date.now() + 60_000);
      expect(await storage.abortMultipartUploadsStartedBefore(inAMinute)).toBe(1);
      expect(await subject.leftovers()).toEqual([]);
      await expect(
        storage.completeMultipartUpload(key, multipartId, [{ partNumber: 1, etag }]),
      ).rejects.toThrow();
      expect(await storage.abortMultipartUploadsStartedBefore(inAMinute)).toBe(0);
    });

    it('serves signed GETs with ranges and as a named download', async () => {
      const key = newKey('poster.jpg');
      const bytes = randomBytes(1000);
      await storage.putObject(key, bytes, { contentType: 'image/jpeg' });
      const range = await signedGet(key, { headers: { range: 'bytes=100-199' } });
      expect(range.status).toBe(206);
      expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
      const download = await signedGet(key, {}, 'Poster – final.jpg');
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;.*filename/);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('puts and gets a stream of unknown length', async () => {
      const key = newKey('hls/720p/segment_000.m4s');
      const chunks = Array.from({ length: 7 }, () => randomBytes(MiB));
      await storage.putObject(key, Readable.from(chunks), { contentType: 'video/mp4' });
      expect(await storage.headObject(key)).toEqual({ size: 7 * MiB });
      expect((await bytesOf(await storage.getObject(key))).equals(Buffer.concat(chunks))).toBe(
        true,
      );
      expect(await subject.leftovers()).toEqual([]);
    });

    it("gives an object's ETag: the MD5 of its bytes, or of its parts' MD5s and their count", async () => {
      const put = newKey('poster.jpg');
      await storage.putObject(put, randomBytes(10), { contentType: 'image/jpeg' });
      const replaced = randomBytes(20);
      await storage.putObject(put, replaced, { contentType: 'image/jpeg' });
      expect(await storage.etagOf(put)).toBe(md5Etag(replaced));
      const joined = newKey();
      const parts = threeParts();
      await upload(joined, parts, [2, 3, 1]);
      // S3's rule; the s3rver that stands in for S3 here gives the MD5 of the whole object
      const md5s = Buffer.concat(parts.map((part) => createHash('md5').update(part).digest()));
      const ofParts = `"${createHash('md5').update(md5s).digest('hex')}-3"`;
      expect([ofParts, md5Etag(Buffer.concat(parts))]).toContain(await storage.etagOf(joined));
      await storage.deletePrefix(joined);
      expect(await storage.etagOf(joined)).toBeNull();
    });

    it('names the file of an object on this machine, for tools to read in place', async () => {
      const key = newKey();
      const bytes = randomBytes(2048);
      await storage.putObject(key, bytes, { contentType: 'video/quicktime' });
      const file = await storage.fileOf(key);
      if (!subject.onDisk) return expect(file).toBeNull();
      expect((await readFile(file ?? '')).equals(bytes)).toBe(true);
      await expect(storage.fileOf(newKey())).rejects.toSatisfy((error) =>
        isStorageError(error, 'NO_SUCH_KEY'),
      );
    });

    it('knows no missing object', async () => {
      const key = newKey();
      expect(await storage.headObject(key)).toBeNull();
      expect(await storage.etagOf(key)).toBeNull();
      await expect(storage.getObject(key)).rejects.toSatisfy((error) =>
        isStorageError(error, 'NO_SUCH_KEY'),
      );
    });

    it('deletes exactly the objects whose keys start with a prefix', async () => {
      const root = `${keyPrefix}contract/${randomUUID()}`;
      const keys = ['v1/a.jpg', 'v1/hls/index.m3u8', 'v10/a.jpg', 'v2/a.jpg'].map(
        (name) => `${root}/${name}`,
      );
      for (const key of keys)
        await storage.putObject(key, Buffer.from(key), { contentType: 'x/y' });
      const present = async () =>
        (await Promise.all(keys.map((key) => storage.headObject(key)))).map(Boolean);
      await storage.deletePrefix(`${root}/v1/`);
      expect(await present()).toEqual([false, false, true, true]);
      await storage.deletePrefix(`${root}/v1`);
      expect(await present()).toEqual([false, false, false, true]);
    });
  });
}

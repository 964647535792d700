import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk.storage.ts';
import { isStorageError, type StorageErrorCode } from './storage-error.ts';

let root: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rushes-local-disk-'));
  storage = createLocalDiskStorage({ root, publicBaseUrl: '', signingSecret: 'secret' });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const refusedWith = (code: StorageErrorCode) => (error: unknown) => isStorageError(error, code);
const part = (text: string) => Readable.from([Buffer.from(text)]);

describe('local-disk storage', () => {
  it('keeps objects under objects/ and parts at their offsets in multipart/<id>/data', async () => {
    await storage.putObject('a/b.txt', Buffer.from('hello'), { contentType: 'text/plain' });
    expect(await readdir(join(root, 'objects', 'a'))).toEqual(['b.txt']);
    const id = await storage.createMultipartUpload('a/c.mov', 'video/quicktime', { partSize: 3 });
    await storage.writePart(id, 2, part('two'));
    expect((await readdir(join(root, 'multipart', id))).sort()).toEqual([
      '2.json',
      'data',
      'upload.json',
    ]);
    expect(await readFile(join(root, 'multipart', id, 'data'), 'latin1')).toBe('\0\0\0two');
  });

  it('takes a whole file as every part, checked by MD5, without copying it', async () => {
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const id = await storage.createMultipartUpload('a/d.mov', 'video/quicktime', { partSize: 3 });
    const file = join(root, 'staged.mov');
    await writeFile(file, 'onetwo!');
    const named = [
      { partNumber: 1, md5: md5('one') },
      { partNumber: 2, md5: md5('two') },
      { partNumber: 3, md5: md5('!') },
    ];
    // parts that do not cover the file, or are not its bytes, take nothing
    await expect(storage.adoptFile(id, file, named.slice(0, 2))).rejects.toSatisfy(
      refusedWith('INVALID_PART'),
    );
    const wrong = [...named.slice(0, 2), { partNumber: 3, md5: md5('?') }];
    await expect(storage.adoptFile(id, file, wrong)).rejects.toSatisfy(refusedWith('INVALID_PART'));
    expect(await readFile(file, 'utf8')).toBe('onetwo!');
    const inode = (await stat(file)).ino;
    const parts = await storage.adoptFile(id, file, named);
    expect(parts).toEqual(
      named.map(({ partNumber, md5: hex }, index) => ({
        partNumber,
        etag: `"${hex}"`,
        size: index < 2 ? 3 : 1,
      })),
    );
    await expect(stat(file)).rejects.toThrow();
    expect(await storage.listParts('a/d.mov', id)).toEqual(parts);
    expect(await storage.completeMultipartUpload('a/d.mov', id, parts)).toBe(7);
    expect((await stat(join(root, 'objects', 'a', 'd.mov'))).ino).toBe(inode);
    // a file that is not there is refused as not a part
    await expect(storage.adoptFile(id, file, named)).rejects.toSatisfy((error: unknown) =>
      isStorageError(error),
    );
  });

  it('needs the part size and refuses parts of another size but the last', async () => {
    await expect(storage.createMultipartUpload('a/c.mov', 'video/quicktime')).rejects.toSatisfy(
      refusedWith('INVALID_PART'),
    );
    const id = await storage.createMultipartUpload('a/c.mov', 'video/quicktime', { partSize: 3 });
    await expect(storage.writePart(id, 1, part('four'))).rejects.toSatisfy(
      refusedWith('INVALID_PART'),
    );
    const short = await storage.writePart(id, 1, part('on'));
    const last = await storage.writePart(id, 2, part('e'));
    const complete = (etags: string[]) =>
      storage.completeMultipartUpload(
        'a/c.mov',
        id,
        etags.map((etag, index) => ({ partNumber: index + 1, etag })),
      );
    await expect(complete([short, last])).rejects.toSatisfy(refusedWith('INVALID_PART'));
    const whole = await storage.writePart(id, 1, part('one'));
    expect(await complete([whole, last])).toBe(4);
    expect(Buffer.concat(await (await storage.getObject('a/c.mov')).toArray()).toString()).toBe(
      'onee',
    );
    expect(await readdir(join(root, 'multipart'))).toEqual([]);
  });

  it('refuses to complete with an ETag that is not the stored part', async () => {
    const id = await storage.createMultipartUpload('a/c.mov', 'video/quicktime', { partSize: 3 });
    const etag = await storage.writePart(id, 1, part('one'));
    expect(etag).toBe('"f97c5d29941bfb1b2fdab0874906ab82"');
    const complete = (parts: { partNumber: number; etag: string }[]) =>
      storage.completeMultipartUpload('a/c.mov', id, parts);
    await expect(complete([{ partNumber: 1, etag: '"0000"' }])).rejects.toSatisfy(
      refusedWith('INVALID_PART'),
    );
    await expect(complete([{ partNumber: 2, etag }])).rejects.toSatisfy(
      refusedWith('INVALID_PART'),
    );
    await expect(complete([])).rejects.toSatisfy(refusedWith('INVALID_PART'));
    await expect(
      complete([
        { partNumber: 1, etag },
        { partNumber: 1, etag },
      ]),
    ).rejects.toSatisfy(refusedWith('INVALID_PART'));
    // An unquoted ETag is the same ETag, and a refused completion left the upload usable.
    expect(await complete([{ partNumber: 1, etag: etag.replaceAll('"', '') }])).toBe(3);
  });

  it('completes an upload only for the key it was started for', async () => {
    const id = await storage.createMultipartUpload('a/c.mov', 'video/quicktime', { partSize: 3 });
    const etag = await storage.writePart(id, 1, part('one'));
    await expect(
      storage.completeMultipartUpload('a/other.mov', id, [{ partNumber: 1, etag }]),
    ).rejects.toSatisfy(refusedWith('NO_SUCH_UPLOAD'));
  });

  it('refuses parts of unknown uploads and impossible part numbers', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(storage.writePart(unknown, 1, part('x'))).rejects.toSatisfy(
      refusedWith('NO_SUCH_UPLOAD'),
    );
    await expect(storage.writePart('../../objects', 1, part('x'))).rejects.toSatisfy(
      refusedWith('NO_SUCH_UPLOAD'),
    );
    const id = await storage.createMultipartUpload('a/c.mov', 'video/quicktime', { partSize: 3 });
    for (const n of [0, 10_001, 1.5]) {
      await expect(storage.writePart(id, n, part('x'))).rejects.toSatisfy(
        refusedWith('INVALID_PART'),
      );
    }
  });

  it('refuses keys that would leave the objects folder', async () => {
    for (const key of ['../escape.txt', '/etc/passwd', 'a/../../b']) {
      await expect(
        storage.putObject(key, Buffer.from('x'), { contentType: 'x' }),
      ).rejects.toSatisfy(refusedWith('INVALID_KEY'));
      await expect(storage.signGetUrl(key, { expiresInSeconds: 60 })).rejects.toSatisfy(
        refusedWith('INVALID_KEY'),
      );
    }
    await expect(storage.deletePrefix('')).rejects.toSatisfy(refusedWith('INVALID_KEY'));
    expect(await readdir(root)).not.toContain('escape.txt');
  });

  it('reads a byte range and leaves no temp file when a write fails', async () => {
    await storage.putObject('a/b.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
    const range = await storage.openObject('a/b.txt', { start: 2, end: 4 });
    expect(Buffer.concat(await range.toArray()).toString()).toBe('234');
    const failing = new Readable({
      read() {
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.putObject('a/c.txt', failing, { contentType: 'x' })).rejects.toThrow();
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
    expect(await storage.headObject('a/c.txt')).toBeNull();
  });
});

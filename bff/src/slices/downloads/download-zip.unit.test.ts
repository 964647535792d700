import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import type { DownloadFile } from '@rushes/migrations';
import { describe, expect, it, vi } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { zipStream } from './download-zip.ts';
import { readEntries, zipEntries } from './zip.fixture.ts';

const CHUNK = 64 * 1024;

/** Storage holding `objects`, each read back in chunks of 64 KiB; what was opened and made. */
function memoryStorage(objects: Record<string, Buffer>) {
  const opened: string[] = [];
  const bodies: Readable[] = [];
  let chunksMade = 0;
  const storage = {
    async getObject(key: string) {
      const bytes = objects[key];
      if (!bytes) throw new Error(`no object ${key}`);
      opened.push(key);
      const body = Readable.from(
        (function* () {
          for (let at = 0; at < bytes.length; at += CHUNK) {
            chunksMade++;
            yield bytes.subarray(at, at + CHUNK);
          }
        })(),
        { objectMode: false },
      );
      bodies.push(body);
      return body;
    },
  };
  return { storage, opened, bodies, chunksMade: () => chunksMade };
}

const fileOf = (path: string, bytes: Buffer, key = path): DownloadFile => ({
  ...{ versionId: `v-${key}`, sourceKey: key, path },
  size: bytes.length,
});

describe('zipStream', () => {
  it('stores each file as it is, under its UTF-8 name, with its size and CRC', async () => {
    const objects = {
      take: randomBytes(3 * CHUNK + 123),
      empty: Buffer.alloc(0),
      note: Buffer.from('Plan de travail — 東京'),
    };
    const { storage } = memoryStorage(objects);
    const files = [
      fileOf('Día 1/Take 1.mov', objects.take, 'take'),
      fileOf('Día 1/Empty.txt', objects.empty, 'empty'),
      fileOf('東京/Note ✓.txt', objects.note, 'note'),
    ];
    const onError = vi.fn();

    const entries = await zipEntries(await buffer(zipStream(storage, files, onError)));

    expect(entries.map(({ name, size, crc }) => ({ name, size, crc }))).toEqual([
      { name: 'Día 1/Take 1.mov', size: objects.take.length, crc: crc32(objects.take) },
      { name: 'Día 1/Empty.txt', size: 0, crc: 0 },
      { name: '東京/Note ✓.txt', size: objects.note.length, crc: crc32(objects.note) },
    ]);
    expect(entries.every((entry) => entry.flags === 0x0808)).toBe(true);
    expect(entries.map((entry) => entry.data)).toEqual([objects.take, objects.empty, objects.note]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('is a zip of nothing when there are no files', async () => {
    expect(
      await zipEntries(await buffer(zipStream(memoryStorage({}).storage, [], vi.fn()))),
    ).toEqual([]);
  });

  it('reads storage only as fast as the zip is read, one file at a time', async () => {
    const big = randomBytes(64 * CHUNK);
    const store = memoryStorage({ a: big, b: big });
    const zip = zipStream(store.storage, [fileOf('a', big, 'a'), fileOf('b', big, 'b')], vi.fn());
    await once(zip, 'readable');
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));

    expect(store.opened).toEqual(['a']);
    expect(store.chunksMade()).toBeLessThan(8);
    const entries = await zipEntries(await buffer(zip));
    expect(entries.map((entry) => entry.data.equals(big))).toEqual([true, true]);
  });

  it('breaks, saying why, when a file cannot be read', async () => {
    const good = randomBytes(CHUNK);
    const { storage } = memoryStorage({ good });
    const failing = {
      async getObject(key: string) {
        if (key === 'good') return storage.getObject(key);
        return Readable.from(
          (async function* () {
            yield Buffer.from('the start');
            throw new Error('the disk went away');
          })(),
        );
      },
    };
    const onError = vi.fn();
    const files = [fileOf('good', good), fileOf('bad', good)];

    await expect(buffer(zipStream(failing, files, onError))).rejects.toThrow('the disk went away');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the disk went away' }),
    );

    const missing = zipStream(storage, [fileOf('gone', good)], vi.fn());
    await expect(buffer(missing)).rejects.toThrow('no object gone');
  });

  it('stops reading storage when its reader goes away, which is no error', async () => {
    const big = randomBytes(64 * CHUNK);
    const store = memoryStorage({ a: big });
    const onError = vi.fn();
    const zip = zipStream(store.storage, [fileOf('a', big, 'a')], onError);
    await once(zip, 'readable');
    zip.destroy();
    const [body] = store.bodies;
    if (!body) throw new Error('the file was never opened');
    if (!body.closed) await once(body, 'close');

    expect(body.destroyed).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('counts past 65,535 entries with Zip64, as an unzip library reads it', async () => {
    const count = 65_537;
    const empty = Buffer.alloc(0);
    const files = Array.from({ length: count }, (_, index) => fileOf(`f${index}`, empty, 'empty'));
    const zip = await buffer(zipStream(memoryStorage({ empty }).storage, files, vi.fn()));

    const file = await fromBufferPromise(zip, { lazyEntries: true });
    expect(file.entryCount).toBe(count);
    const entries = await readEntries(file);
    expect(entries.length).toBe(count);
    expect(entries.at(-1)?.fileName).toBe(`f${count - 1}`);
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk.storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { isStorageError } from './storage-error.ts';
import { routeLocalDisks, routeStorages, storageOf } from './storage-router.ts';

let top: string;
const disk = (name: string) =>
  createLocalDiskStorage({ root: join(top, name), publicBaseUrl: '', signingSecret: 'secret' });

beforeEach(async () => {
  top = await mkdtemp(join(tmpdir(), 'rushes-router-'));
});
afterEach(async () => {
  await rm(top, { recursive: true, force: true });
});

const files = (name: string) =>
  readdir(join(top, name, 'objects'), { recursive: true }).catch(() => []);

describe('storage router', () => {
  it('keeps a key where its first segment names a storage, every other in the default', () => {
    const [main, eu] = [{ id: 'main' }, { id: 'eu' }] as unknown as ObjectStorage[];
    const routes = [
      { prefix: '', storage: main as ObjectStorage },
      { prefix: 'eu', storage: eu as ObjectStorage },
    ];
    expect(storageOf(routes, 'eu/projects/p/a.mov')).toBe(eu);
    expect(storageOf(routes, 'projects/p/a.mov')).toBe(main);
    expect(storageOf(routes, 'europe/projects/p/a.mov')).toBe(main);
    expect(storageOf(routes, 'eu')).toBe(main);
    expect(() => storageOf([{ prefix: 'eu', storage: eu as ObjectStorage }], 'a')).toThrow();
  });

  it('writes each key under its storage’s root, parts and objects alike', async () => {
    const storage = routeLocalDisks([
      { prefix: '', storage: disk('main') },
      { prefix: 'eu', storage: disk('eu') },
    ]);
    await storage.putObject('projects/p/poster.jpg', Buffer.from('a'), { contentType: 'x/y' });
    const id = await storage.createMultipartUpload('eu/projects/q/source.mov', 'video/mp4', {
      partSize: 3,
    });
    expect(await storage.hasUpload(id)).toBe(true);
    const etag = await storage.writePart(id, 1, Readable.from([Buffer.from('abc')]));
    await storage.completeMultipartUpload('eu/projects/q/source.mov', id, [
      { partNumber: 1, etag },
    ]);
    expect(await files('main')).toContain(join('projects', 'p', 'poster.jpg'));
    expect(await files('eu')).toContain(join('eu', 'projects', 'q', 'source.mov'));
    expect(await files('main')).not.toContain(join('eu', 'projects', 'q', 'source.mov'));
    const read = await storage.openObject('eu/projects/q/source.mov', { start: 1, end: 2 });
    expect(Buffer.concat(await read.toArray()).toString()).toBe('bc');
  });

  it('refuses a part of an upload no storage holds, and aborts the abandoned ones of each', async () => {
    const storage = routeLocalDisks([
      { prefix: '', storage: disk('main') },
      { prefix: 'eu', storage: disk('eu') },
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await storage.hasUpload(unknown)).toBe(false);
    await expect(
      storage.writePart(unknown, 1, Readable.from([Buffer.from('x')])),
    ).rejects.toSatisfy((error) => isStorageError(error, 'NO_SUCH_UPLOAD'));
    await storage.createMultipartUpload('a/b.mov', 'video/mp4', { partSize: 3 });
    await storage.createMultipartUpload('eu/a/b.mov', 'video/mp4', { partSize: 3 });
    expect(await storage.abortMultipartUploadsStartedBefore(new Date(Date.now() + 60_000))).toBe(2);
  });

  it('gives one storage as it is, and names every origin of several once', async () => {
    const only = disk('main');
    expect(routeLocalDisks([{ prefix: '', storage: only }])).toBe(only);
    const at = (origins: string[]) => ({ signedUrlOrigins: async () => origins }) as ObjectStorage;
    const routed = routeStorages([
      { prefix: '', storage: at(['http://a']) },
      { prefix: 'b', storage: at(['http://b', 'http://a']) },
    ]);
    expect(await routed.signedUrlOrigins()).toEqual(['http://a', 'http://b']);
  });
});

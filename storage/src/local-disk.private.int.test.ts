// Media, exports and uploads in progress on local disk are for the user Rushes runs as alone,
// whatever umask it was started with: this runs with 022, which most accounts have.
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk.storage.ts';

let scratch: string;
let umask: number;

beforeAll(async () => {
  umask = process.umask(0o022);
  scratch = await mkdtemp(join(tmpdir(), 'rushes-local-disk-private-'));
});

afterAll(async () => {
  process.umask(umask);
  await rm(scratch, { recursive: true, force: true });
});

/** Every folder and file under `root` (itself included) with its permission bits, in octal. */
async function modesUnder(root: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = {};
  const walk = async (path: string) => {
    const entry = await lstat(path);
    modes[relative(root, path) || '.'] = (entry.mode & 0o777).toString(8);
    if (entry.isDirectory()) for (const name of await readdir(path)) await walk(join(path, name));
  };
  await walk(root);
  return modes;
}

describe('local-disk storage on disk', () => {
  it('writes every folder 0700 and every file 0600', async () => {
    const root = join(scratch, 'data', 'storage');
    const storage = createLocalDiskStorage({ root, publicBaseUrl: '', signingSecret: 'secret' });
    await storage.putObject('projects/p1/notes/export.csv', Buffer.from('a,b'), {
      contentType: 'text/csv',
    });
    const done = await storage.createMultipartUpload('projects/p1/v1/source.mov', 'video/mp4', {
      partSize: 3,
    });
    const etag = await storage.writePart(done, 1, Readable.from([Buffer.from('abc')]));
    await storage.completeMultipartUpload('projects/p1/v1/source.mov', done, [
      { partNumber: 1, etag },
    ]);
    const pending = await storage.createMultipartUpload('projects/p1/v2/source.mov', 'video/mp4', {
      partSize: 3,
    });
    await storage.writePart(pending, 1, Readable.from([Buffer.from('abc')]));
    const modes = await modesUnder(join(scratch, 'data'));
    expect(modes).toEqual({
      '.': '700',
      storage: '700',
      'storage/etags': '700',
      'storage/etags/projects': '700',
      'storage/etags/projects/p1': '700',
      'storage/etags/projects/p1/notes': '700',
      'storage/etags/projects/p1/notes/export.csv': '600',
      'storage/etags/projects/p1/v1': '700',
      'storage/etags/projects/p1/v1/source.mov': '600',
      'storage/objects': '700',
      'storage/objects/projects': '700',
      'storage/objects/projects/p1': '700',
      'storage/objects/projects/p1/notes': '700',
      'storage/objects/projects/p1/notes/export.csv': '600',
      'storage/objects/projects/p1/v1': '700',
      'storage/objects/projects/p1/v1/source.mov': '600',
      'storage/multipart': '700',
      [`storage/multipart/${pending}`]: '700',
      [`storage/multipart/${pending}/data`]: '600',
      [`storage/multipart/${pending}/upload.json`]: '600',
      [`storage/multipart/${pending}/1.json`]: '600',
      'storage/tmp': '700',
    });
  });
});

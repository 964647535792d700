import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesToSend, listFolder } from './local-files.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rushes-transfer-files-'));
  await mkdir(join(root, 'Day 1', 'Sound'), { recursive: true });
  await mkdir(join(root, '.cache'));
  await writeFile(join(root, 'Day 1', 'B001.mov'), 'bb');
  await writeFile(join(root, 'Day 1', 'A001.mov'), 'aaa');
  await writeFile(join(root, 'Day 1', '.DS_Store'), 'x');
  await writeFile(join(root, 'Day 1', 'Sound', 'A001.wav'), 'w');
  await writeFile(join(root, '.cache', 'hidden.mov'), 'h');
  await writeFile(join(root, 'notes.ale'), 'n');
  await symlink(join(root, 'Day 1'), join(root, 'link to day'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("the machine's files", () => {
  it('lists a folder for the chooser: folders first, by name, dot-files left out', async () => {
    const folder = await listFolder(root);
    expect(folder.path).toBe(root);
    expect(folder.parent).toBe(join(root, '..'));
    expect(folder.entries).toEqual([
      { name: 'Day 1', path: join(root, 'Day 1'), kind: 'folder', size: 0 },
      { name: 'link to day', path: join(root, 'link to day'), kind: 'folder', size: 0 },
      { name: 'notes.ale', path: join(root, 'notes.ale'), kind: 'file', size: 1 },
    ]);
    expect((await listFolder('/')).parent).toBeNull();
  });

  it('refuses a path that is not there, not absolute, or not a folder', async () => {
    await expect(listFolder(join(root, 'nothing'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(listFolder(join(root, 'notes.ale'))).rejects.toMatchObject({ code: 'BAD_INPUT' });
    await expect(filesToSend(['Day 1'])).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });

  it("sends a folder's files at every depth under their own names, dot-files skipped", async () => {
    const files = await filesToSend([
      join(root, 'Day 1'),
      join(root, 'notes.ale'),
      join(root, 'Day 1'),
    ]);
    expect(files).toEqual([
      { path: join(root, 'Day 1', 'A001.mov'), name: 'A001.mov', size: 3 },
      { path: join(root, 'Day 1', 'B001.mov'), name: 'B001.mov', size: 2 },
      { path: join(root, 'Day 1', 'Sound', 'A001.wav'), name: 'A001.wav', size: 1 },
      { path: join(root, 'notes.ale'), name: 'notes.ale', size: 1 },
    ]);
    // a link to a folder inside a chosen folder is not followed (it could lead round in a loop)
    expect(await filesToSend([root])).toHaveLength(4);
  });
});

// The start's check of a data folder, on real files in a temporary folder, with the umask most
// accounts have (022: what a process creates is readable by everyone unless it says otherwise).
import {
  chmod,
  chown,
  lstat,
  mkdir,
  mkdtemp,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { makePrivateFolder, securePrivateFolder } from './private-files.ts';

const folders: string[] = [];
let umask: number;

beforeAll(() => {
  umask = process.umask(0o022);
});

afterAll(() => {
  process.umask(umask);
});

afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function scratch(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'rushes-private-'));
  folders.push(folder);
  return folder;
}

const modeOf = async (path: string) => (await lstat(path)).mode & 0o777;

/** A data folder as an earlier Rushes left it: everything readable by every account. */
async function openDataFolder(): Promise<string> {
  const data = join(await scratch(), 'data');
  await mkdir(join(data, 'outbox', 'undelivered'), { recursive: true, mode: 0o755 });
  await mkdir(join(data, 'storage', 'objects', 'projects', 'p1'), { recursive: true, mode: 0o755 });
  await writeFile(join(data, 'outbox', 'invite.eml'), 'To: ann@rushes.test', { mode: 0o644 });
  await writeFile(join(data, 'outbox', 'undelivered', 'reset.eml'), 'link', { mode: 0o644 });
  await writeFile(join(data, 'storage', 'objects', 'projects', 'p1', 'clip.mov'), 'media', {
    mode: 0o644,
  });
  await chmod(data, 0o755);
  return data;
}

/** A folder others can read that does not belong to the user the test runs as. */
async function foreignFolder(): Promise<string> {
  if (process.getuid?.() !== 0) return '/';
  const folder = await scratch();
  await chmod(folder, 0o755);
  await chown(folder, 65_534, 65_534); // nobody
  return folder;
}

describe('securePrivateFolder', () => {
  it('makes an open data folder and everything inside private, and says so in one line', async () => {
    const data = await openDataFolder();
    const lines: string[] = [];
    await securePrivateFolder(data, { variable: 'RUSHES_DATA_DIR', log: (l) => lines.push(l) });
    for (const folder of ['', 'outbox', 'outbox/undelivered', 'storage/objects/projects/p1']) {
      expect([folder, await modeOf(join(data, folder))]).toEqual([folder, 0o700]);
    }
    for (const file of ['outbox/invite.eml', 'outbox/undelivered/reset.eml']) {
      expect([file, await modeOf(join(data, file))]).toEqual([file, 0o600]);
    }
    expect(await modeOf(join(data, 'storage/objects/projects/p1/clip.mov'))).toBe(0o600);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^RUSHES_DATA_DIR ${data} was open to other users \\(${data} was 0755\\): `),
    );
    expect(lines[0]).toContain('(10 files and folders changed to 0700/0600)');
  });

  it('finds an open outbox inside a private data folder, and leaves the rest alone', async () => {
    const data = await openDataFolder();
    await chmod(data, 0o700);
    await securePrivateFolder(join(data, 'storage'), { variable: 'S', log() {} });
    const lines: string[] = [];
    await securePrivateFolder(data, { variable: 'RUSHES_DATA_DIR', log: (l) => lines.push(l) });
    expect(await modeOf(join(data, 'outbox'))).toBe(0o700);
    expect(await modeOf(join(data, 'outbox', 'undelivered', 'reset.eml'))).toBe(0o600);
    expect(lines).toEqual([
      `RUSHES_DATA_DIR ${data} was open to other users (${join(data, 'outbox')} was 0755): ` +
        `made private to ${userInfo().username} (4 files and folders changed to 0700/0600)`,
    ]);
  });

  it('says nothing of a folder already private, and creates a missing one private', async () => {
    const data = join(await scratch(), 'new', 'data');
    const lines: string[] = [];
    await securePrivateFolder(data, { variable: 'RUSHES_DATA_DIR', log: (l) => lines.push(l) });
    await makePrivateFolder(join(data, 'outbox'));
    await writeFile(join(data, 'outbox', 'a.eml'), 'x', { mode: 0o600 });
    await securePrivateFolder(data, { variable: 'RUSHES_DATA_DIR', log: (l) => lines.push(l) });
    expect(lines).toEqual([]);
    expect(await modeOf(data)).toBe(0o700);
    expect(await modeOf(join(data, '..'))).toBe(0o700);
  });

  it('lets others pass through the folder itself when asked, nothing more', async () => {
    const data = await openDataFolder();
    await securePrivateFolder(data, { variable: 'RUSHES_DATA_DIR', passThrough: true, log() {} });
    expect(await modeOf(data)).toBe(0o711);
    expect(await modeOf(join(data, 'outbox'))).toBe(0o700);
    const lines: string[] = [];
    await securePrivateFolder(data, {
      ...{ variable: 'RUSHES_DATA_DIR', passThrough: true },
      log: (l) => lines.push(l),
    });
    expect(lines).toEqual([]);
  });

  it('neither follows nor changes a symbolic link inside', async () => {
    const data = await openDataFolder();
    const elsewhere = await scratch();
    await chmod(elsewhere, 0o755);
    await symlink(elsewhere, join(data, 'linked'));
    await securePrivateFolder(data, { variable: 'RUSHES_DATA_DIR', log() {} });
    expect(await modeOf(data)).toBe(0o700);
    expect((await stat(elsewhere)).mode & 0o777).toBe(0o755);
  });

  it('refuses a folder of another user, naming the variable and the path', async () => {
    const folder = await foreignFolder();
    const refusal = securePrivateFolder(folder, { variable: 'RUSHES_DATA_DIR', log() {} });
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `^RUSHES_DATA_DIR ${folder} is open to other users \\(mode 0\\d+\\) and belongs to ` +
          'user \\d+, not to .+ whom Rushes runs as, so Rushes cannot make it private',
      ),
    );
    expect(await modeOf(folder)).not.toBe(0o700);
  });
});

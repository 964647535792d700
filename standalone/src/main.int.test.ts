// `npm start` on a data folder others can read, started with the umask most accounts have (022).
import { chmod, chown, lstat, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToExit } from '@rushes/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
/** A start that stops right after the data folder's check, on the missing ffmpeg. */
const env = (dataDir: string) => ({ RUSHES_DATA_DIR: dataDir, FFMPEG_PATH: '/nonexistent/ffmpeg' });
/** As root the bundled PostgreSQL runs as `postgres`, who must pass through the data folder. */
const privateFolder = process.getuid?.() === 0 ? 0o711 : 0o700;
const modeOf = async (path: string) => (await lstat(path)).mode & 0o777;
let scratch: string;
let umask: number;

beforeAll(async () => {
  umask = process.umask(0o022);
  scratch = await mkdtemp(join(tmpdir(), 'rushes-start-'));
});

afterAll(async () => {
  process.umask(umask);
  await rm(scratch, { recursive: true, force: true });
});

describe('npm start and its data folder', () => {
  it('makes a data folder others can read private before anything else, and says so', async () => {
    const data = join(scratch, 'open');
    await mkdir(join(data, 'outbox'), { recursive: true, mode: 0o755 });
    await writeFile(join(data, 'outbox', 'reset.eml'), 'a reset link', { mode: 0o644 });
    await chmod(data, 0o755);
    const exit = await runToExit(main, env(data));
    expect(exit.code).toBe(1);
    expect(exit.stdout).toContain(
      `RUSHES_DATA_DIR ${data} was open to other users (${data} was 0755)`,
    );
    expect(exit.stderr).toContain('/nonexistent/ffmpeg');
    expect(await modeOf(data)).toBe(privateFolder);
    expect(await modeOf(join(data, 'outbox'))).toBe(0o700);
    expect(await modeOf(join(data, 'outbox', 'reset.eml'))).toBe(0o600);
  }, 60_000);

  it('refuses to start on a data folder of another user that others can read', async () => {
    const data = process.getuid?.() === 0 ? join(scratch, 'foreign') : '/';
    if (data !== '/') {
      await mkdir(data, { mode: 0o755 });
      await chown(data, 65_534, 65_534); // nobody
    }
    const exit = await runToExit(main, env(data));
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(
      new RegExp(`^RUSHES_DATA_DIR ${data} is open to other users \\(mode 0755\\) and belongs to `),
    );
    expect(exit.stderr).toContain('so Rushes cannot make it private');
    expect(await modeOf(data)).toBe(0o755);
  }, 60_000);
});

describe('npm start and its storages', () => {
  it('refuses a wrong RUSHES_STORAGES at once, a line per problem naming the variable', async () => {
    const data = join(scratch, 'storages');
    const exit = await runToExit(main, {
      ...env(data),
      RUSHES_STORAGES: JSON.stringify([{ name: 'Europe', prefix: 'eu', bucket: 'rushes-eu' }]),
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim().split('\n')).toEqual([
      'RUSHES_STORAGES: "Europe" has a bucket, but media is on local disk (S3_BUCKET is unset)',
      'RUSHES_STORAGES must hold one storage with the empty prefix: the default, where projects made before storages existed are kept',
    ]);
  }, 60_000);
});

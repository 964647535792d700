// What the BFF writes in RUSHES_DATA_DIR without a mail server or an SMS gateway — reset and
// invitation links, sign-in codes, undelivered mail — and the media it stores on local disk are
// for the user Rushes runs as alone: another account on the machine read an invitation and a
// reset link in the outbox and took an account over. This runs with the umask most accounts
// have (022), under which a file made without a mode is readable by everyone.
import { chmod, chown, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultStorage, freeLoopbackPort } from '@rushes/runtime';
import { createStorageFromConfig } from '@rushes/storage';
import { runToExit } from '@rushes/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toGlobalId } from '../graphql/global-id.ts';
import { createMailer, outboxFolder, undeliveredFolder } from '../mail/create-mailer.ts';
import { admin, startTestBff, type TestBff } from '../slices/test-bff.fixture.ts';
import { createProject, uploadFile } from '../slices/uploads/upload.fixture.ts';
import { createSmsSender } from '../sms/create-sms.ts';
import { freshIp, testSecret } from '../test-app.fixture.ts';

const quiet = { info() {}, warn() {}, error() {} };
const mailFrom = 'Rushes <no-reply@rushes.test>';
let umask: number;
let scratch: string;
let dataDir: string;
let bff: TestBff;

/** The permission bits of every folder and file under `root` (itself included), in octal. */
async function modesUnder(root: string): Promise<Map<string, string>> {
  const modes = new Map<string, string>();
  const walk = async (path: string) => {
    const entry = await lstat(path);
    modes.set(relative(root, path) || '.', (entry.mode & 0o777).toString(8));
    if (entry.isDirectory()) for (const name of await readdir(path)) await walk(join(path, name));
  };
  await walk(root);
  return modes;
}

/** What is not private among `modes`: folders not 0700, files not 0600. */
const notPrivate = async (root: string) => {
  const open: string[] = [];
  for (const [path, mode] of await modesUnder(root)) {
    const folder = (await lstat(join(root, path))).isDirectory();
    if (mode !== (folder ? '700' : '600')) open.push(`${path} ${mode}`);
  }
  return open;
};

beforeAll(async () => {
  umask = process.umask(0o022);
  scratch = await mkdtemp(join(tmpdir(), 'rushes-security-files-'));
  dataDir = join(scratch, 'data');
  const storage = createStorageFromConfig(
    { s3Region: 'us-east-1', s3ForcePathStyle: false },
    [defaultStorage],
    { dataDir, signingSecret: testSecret },
  );
  const mailer = createMailer({ mailFrom, dataDir }, quiet);
  const sms = createSmsSender({ smsFrom: 'Rushes', dataDir }, quiet);
  bff = await startTestBff({ storage, mailer, sms });
});

afterAll(async () => {
  await bff?.close();
  process.umask(umask);
  await rm(scratch, { recursive: true, force: true });
});

describe('the files of RUSHES_DATA_DIR', () => {
  it('writes a reset link to an outbox only its user can read', async () => {
    const asked = await bff.app.inject({
      method: 'POST',
      url: '/v2/reset-password',
      payload: { email: admin.email },
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(204);
    const outbox = outboxFolder(dataDir);
    // The mail leaves after the answer: wait for its file.
    const mail = await vi.waitFor(async () => {
      const [name] = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
      if (!name) throw new Error('no mail yet');
      return name;
    }, 20_000);
    const modes = await modesUnder(outbox);
    expect(modes.get('.')).toBe('700');
    expect(modes.get(mail)).toBe('600');
  });

  it('writes a text message to the outbox only its user can read', async () => {
    await bff.services.sms.send({ to: '+447700900123', text: 'Your code is 123456' });
    const outbox = outboxFolder(dataDir);
    const [text] = (await readdir(outbox)).filter((name) => name.endsWith('.sms.txt'));
    expect((await modesUnder(outbox)).get(String(text))).toBe('600');
  });

  it('keeps mail the SMTP server would not take where only its user can read it', async () => {
    const smtpUrl = `smtp://127.0.0.1:${await freeLoopbackPort()}`;
    const mailer = createMailer({ smtpUrl, mailFrom, dataDir }, quiet);
    try {
      const sent = mailer.send({
        to: 'ann@rushes.test',
        subject: 'Invitation',
        text: 'a link',
        html: '<p>a link</p>',
      });
      await expect(sent).rejects.toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      mailer.close();
    }
    const undelivered = undeliveredFolder(dataDir);
    const modes = await modesUnder(undelivered);
    expect(modes.get('.')).toBe('700');
    expect([...modes.entries()].filter(([name]) => name.endsWith('.eml'))).toEqual([
      [expect.stringMatching(/\.eml$/), '600'],
    ]);
  }, 30_000);

  it('stores uploaded media in folders and files only its user can read', async () => {
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    const { rootId } = await createProject(bff, toGlobalId('User', manager.userId), 'Feature');
    const token = await bff.tokenFor(manager);
    await uploadFile(bff, token, rootId, { filename: 'clip.mov', bytes: Buffer.alloc(1024, 7) });
    const storage = join(dataDir, 'storage');
    const modes = await modesUnder(storage);
    expect([...modes.keys()].filter((path) => path.startsWith('objects/')).length).toBeGreaterThan(
      1,
    );
    expect(await notPrivate(dataDir)).toEqual([]);
  });
});

describe('npm run start:bff and its data folder (its outbox)', () => {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  /** A distributed BFF whose database does not answer: the start stops after the folder's check. */
  const start = async (data: string) =>
    runToExit(main, {
      RUSHES_DATA_DIR: data,
      DATABASE_URL: `postgres://rushes@127.0.0.1:${await freeLoopbackPort()}/rushes`,
      ...{ NATS_URL: 'nats://127.0.0.1:1', REDIS_URL: 'redis://127.0.0.1:1' },
      ...{ RUSHES_JWT_SECRET: testSecret, RUSHES_SECRETS_KEY: testSecret },
      ...{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' },
    });

  it('makes an outbox others can read private at start, and says so', async () => {
    const data = join(scratch, 'bff-open');
    await mkdir(join(data, 'outbox'), { recursive: true, mode: 0o755 });
    await writeFile(join(data, 'outbox', 'invite.eml'), 'an invitation', { mode: 0o644 });
    await chmod(data, 0o700);
    const exit = await start(data);
    expect(exit.code).toBe(1);
    expect(exit.stdout).toContain(
      `RUSHES_DATA_DIR ${data} was open to other users (${join(data, 'outbox')} was 0755)`,
    );
    expect(await notPrivate(data)).toEqual([]);
  }, 60_000);

  // Only root can give a folder to another user.
  it.runIf(process.getuid?.() === 0)(
    'refuses an outbox of another user others can read',
    async () => {
      const data = join(scratch, 'bff-foreign');
      await mkdir(join(data, 'outbox'), { recursive: true, mode: 0o700 });
      await chmod(join(data, 'outbox'), 0o755);
      await chown(join(data, 'outbox'), 65_534, 65_534); // nobody
      const exit = await start(data);
      expect(exit.code).toBe(1);
      expect(exit.stderr).toMatch(
        new RegExp(
          `^${join(data, 'outbox')} \\(in RUSHES_DATA_DIR ${data}\\) is open to other users ` +
            '\\(mode 0755\\) and belongs to user 65534',
        ),
      );
    },
    60_000,
  );
});

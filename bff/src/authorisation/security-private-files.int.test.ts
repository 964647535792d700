// What the BFF writes in RUSHES_DATA_DIR without a mail server or an SMS gateway — reset and
// invitation links, sign-in codes, undelivered mail — and the media it stores on local disk are
// for the user Rushes runs as alone: another account on the machine read an invitation and a
// reset link in the outbox and took an account over. This runs with the umask most accounts
// have (022), under which a file made without a mode is readable by everyone.
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { freeLoopbackPort } from '@rushes/runtime';
import { createStorageFromConfig } from '@rushes/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toGlobalId } from '../graphql/global-id.ts';
import { createMailer, outboxFolder, undeliveredFolder } from '../mail/create-mailer.ts';
import { createProject, uploadFile } from '../slices/assets/upload.fixture.ts';
import { admin, startTestBff, type TestBff } from '../slices/test-bff.fixture.ts';
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
    });
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

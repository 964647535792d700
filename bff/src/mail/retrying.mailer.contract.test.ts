import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails, startTestSmtpServer, type TestSmtpServer } from './mail.fixture.ts';
import { mailerContract } from './mailer.contract.ts';
import { createOutboxMailer } from './outbox.mailer.ts';
import { createRetryingMailer } from './retrying.mailer.ts';
import { createSmtpMailer } from './smtp.mailer.ts';

const from = 'Rushes <no-reply@rushes.test>';
const message = { to: 'ana@studio.tv', subject: 'Invitation', text: 'Join', html: '<p>Join</p>' };
const quiet = { warn: () => undefined, error: () => undefined };

/** The retrying mailer over a real SMTP server, keeping what it cannot deliver in `folder`. */
function retrying(server: TestSmtpServer, folder: string, lines: string[] = []) {
  return createRetryingMailer({
    mailer: createSmtpMailer({ url: server.url, from }),
    keep: createOutboxMailer({ folder, from, log: (line) => lines.push(line) }),
    log: { warn: (line) => lines.push(line), error: (line) => lines.push(line) },
    delaysMs: [10, 20],
  });
}

mailerContract('retrying SMTP', async () => {
  const server = await startTestSmtpServer();
  const mailer = createRetryingMailer({
    mailer: createSmtpMailer({ url: server.url, from }),
    keep: createOutboxMailer({ folder: join(tmpdir(), 'never-written'), from, log: () => {} }),
    log: quiet,
  });
  return { mailer, from, received: server.received, close: server.close };
});

describe('the retrying mailer', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rushes-undelivered-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('delivers a message the server takes on a later try, once and nowhere else', async () => {
    const server = await startTestSmtpServer({ refuse: { count: 2, code: 451 } });
    const mailer = retrying(server, folder);
    try {
      await mailer.send(message);
      expect((await server.received()).map((mail) => mail.subject)).toEqual(['Invitation']);
      expect(await outboxMails(folder)).toEqual([]);
    } finally {
      mailer.close();
      await server.close();
    }
  });

  it('keeps a message the server never takes, whole, and fails as SERVICE_UNAVAILABLE', async () => {
    const server = await startTestSmtpServer({ refuse: { count: 3, code: 451 } });
    const lines: string[] = [];
    const mailer = retrying(server, folder, lines);
    try {
      await expect(mailer.send(message)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        data: { service: 'mail' },
      });
      expect(await server.received()).toEqual([]);
      const [kept, ...more] = await outboxMails(folder);
      expect(more).toEqual([]);
      expect(kept).toMatchObject({ to: 'ana@studio.tv', subject: 'Invitation', text: 'Join' });
      expect(lines.filter((line) => line.includes('trying again'))).toHaveLength(2);
      expect(lines).toContainEqual(expect.stringMatching(/^Mail to ana@studio.tv is in /));
    } finally {
      mailer.close();
      await server.close();
    }
  });

  it('does not try again what the server refuses for good (5xx), and keeps it', async () => {
    const server = await startTestSmtpServer({ refuse: { count: 1, code: 550 } });
    const mailer = retrying(server, folder);
    try {
      await expect(mailer.send(message)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(await outboxMails(folder)).toHaveLength(1);
      // The second message would have been taken: the first was not tried again.
      await mailer.send({ ...message, subject: 'Next' });
      expect((await server.received()).map((mail) => mail.subject)).toEqual(['Next']);
    } finally {
      mailer.close();
      await server.close();
    }
  });

  it('keeps the message when no server answers at all', async () => {
    const server = await startTestSmtpServer();
    await server.close();
    const mailer = retrying(server, folder);
    try {
      await expect(mailer.send(message)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect((await outboxMails(folder)).map((mail) => mail.subject)).toEqual(['Invitation']);
    } finally {
      mailer.close();
    }
  });
});

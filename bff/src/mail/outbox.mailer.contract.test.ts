import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMails } from './mail.fixture.ts';
import { mailerContract } from './mailer.contract.ts';
import { createOutboxMailer } from './outbox.mailer.ts';

const from = 'Rushes <no-reply@localhost>';

mailerContract('outbox', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rushes-outbox-'));
  const folder = join(dataDir, 'outbox');
  return {
    mailer: createOutboxMailer({ folder, from, log: () => {} }),
    from,
    received: () => outboxMails(folder),
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
});

describe('the outbox mailer', () => {
  it('names each file by time and id, and logs the recipient and the file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rushes-outbox-'));
    const folder = join(dataDir, 'outbox');
    const lines: string[] = [];
    const at = new Date('2026-11-24T06:43:41.123Z');
    const mailer = createOutboxMailer({
      folder,
      from,
      log: (line) => lines.push(line),
      now: () => at,
    });
    try {
      await mailer.send({ to: 'ana@studio.tv', subject: 'Hello', text: 'Hello', html: 'Hello' });
      const [name, ...others] = await readdir(folder);
      expect(others).toEqual([]);
      expect(name).toMatch(/^2026-11-24T06-43-41-123Z-\d{9}-[0-9a-f-]{36}\.eml$/);
      expect(lines).toEqual([`Mail to ana@studio.tv is in ${join(folder, name ?? '')}`]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

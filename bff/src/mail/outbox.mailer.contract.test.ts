import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailerContract } from './mailer.contract.ts';
import { createOutboxMailer } from './outbox.mailer.ts';
import { readMail } from './test-smtp-server.fixture.ts';

const from = 'Rushes <no-reply@localhost>';

/** The outbox's messages in the order their names sort, which is the order they were written. */
async function outbox(folder: string) {
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.sort().map(async (name) => readMail(await readFile(join(folder, name)))),
  );
}

mailerContract('outbox', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rushes-outbox-'));
  const folder = join(dataDir, 'outbox');
  return {
    mailer: createOutboxMailer({ folder, from, log: () => {} }),
    from,
    received: () => outbox(folder),
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
      expect(name).toMatch(/^2026-11-24T06-43-41-123Z-[0-9a-f-]{36}\.eml$/);
      expect(lines).toEqual([`Mail to ana@studio.tv is in ${join(folder, name ?? '')}`]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxSms } from './outbox.sms.ts';
import { outboxTexts } from './sms.fixture.ts';
import { smsSenderContract } from './sms-sender.contract.ts';

const from = 'Rushes';

smsSenderContract('outbox', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rushes-outbox-'));
  const folder = join(dataDir, 'outbox');
  return {
    sms: createOutboxSms({ folder, from, log: () => {} }),
    from,
    received: () => outboxTexts(folder),
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
});

describe('the outbox SMS sender', () => {
  it('writes a file a person reads, named by time and id, and logs the number and file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rushes-outbox-'));
    const folder = join(dataDir, 'outbox');
    const lines: string[] = [];
    const at = new Date('2026-11-24T06:43:41.123Z');
    const sms = createOutboxSms({ folder, from, log: (line) => lines.push(line), now: () => at });
    try {
      await sms.send({ to: '+447700900123', text: 'Your Rushes code is 493021' });
      const [name, ...others] = await readdir(folder);
      expect(others).toEqual([]);
      expect(name).toMatch(/^2026-11-24T06-43-41-123Z-\d{9}-[0-9a-f-]{36}\.sms\.txt$/);
      const file = join(folder, name ?? '');
      expect(await readFile(file, 'utf8')).toBe(
        [
          'To: +447700900123',
          'From: Rushes',
          'Date: 2026-11-24T06:43:41.123Z',
          '',
          'Your Rushes code is 493021',
          '',
        ].join('\n'),
      );
      expect(lines).toEqual([`SMS to +447700900123 is in ${file}`]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@rushes/runtime';
import { createLocalDiskStorage } from '@rushes/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notesKey } from './notes-keys.ts';
import { sweepNotes } from './notes-sweeper.ts';

let root: string;
const lines: string[] = [];
const logger = createLogger(
  { logLevel: 'warn' },
  { destination: { write: (line: string) => lines.push(line) } },
);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rushes-notes-sweep-'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('the notes sweep', () => {
  it("deletes the files of days whose URLs have expired and keeps today's and yesterday's", async () => {
    const storage = createLocalDiskStorage({ root, publicBaseUrl: '', signingSecret: 'secret' });
    const now = new Date('2026-11-25T09:00:00Z');
    const written = (at: string) => notesKey(new Date(at), 'project-1', 'csv');
    const keys = {
      today: written('2026-11-25T08:00:00Z'),
      yesterday: written('2026-11-24T23:50:00Z'),
      before: written('2026-11-23T12:00:00Z'),
      weekAgo: written('2026-11-18T12:00:00Z'),
    };
    for (const key of Object.values(keys)) {
      await storage.putObject(key, Buffer.from('Timecode,Comment\n'), { contentType: 'text/csv' });
    }

    await sweepNotes(storage, logger, now);

    expect(await storage.headObject(keys.today)).not.toBeNull();
    expect(await storage.headObject(keys.yesterday)).not.toBeNull();
    expect(await storage.headObject(keys.before)).toBeNull();
    expect(await storage.headObject(keys.weekAgo)).toBeNull();
  });

  it('goes on past a day it cannot delete, says so, and deletes it at the next sweep', async () => {
    const disk = createLocalDiskStorage({ root, publicBaseUrl: '', signingSecret: 'secret' });
    const now = new Date('2026-11-25T09:00:00Z');
    const stuck = notesKey(new Date('2026-11-23T12:00:00Z'), 'project-1', 'pdf');
    const older = notesKey(new Date('2026-11-20T12:00:00Z'), 'project-1', 'pdf');
    for (const key of [stuck, older]) {
      await disk.putObject(key, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    }
    let failing = true;
    const storage = {
      ...disk,
      deletePrefix: async (prefix: string) => {
        if (failing && stuck.startsWith(prefix)) throw new Error('storage unavailable');
        await disk.deletePrefix(prefix);
      },
    };

    await sweepNotes(storage, logger, now);
    expect(await disk.headObject(stuck)).not.toBeNull();
    expect(await disk.headObject(older)).toBeNull();
    expect(lines.some((line) => line.includes('notes/2026-11-23/'))).toBe(true);

    failing = false;
    await sweepNotes(storage, logger, now);
    expect(await disk.headObject(stuck)).toBeNull();
  });
});

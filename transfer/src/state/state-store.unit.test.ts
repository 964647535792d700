import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HelperTransfer } from '@rushes/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queuedFile } from '../engines/engine.ts';
import { createStateStore, type StoredTransfer } from './state-store.ts';

let home: string;
beforeEach(async () => {
  home = join(await mkdtemp(join(tmpdir(), 'rushes-transfer-state-')), 'home');
});
afterEach(() => rm(join(home, '..'), { recursive: true, force: true }));

const transfer = (id: string): HelperTransfer => ({
  id,
  transferId: 'transfer-1',
  direction: 'upload',
  engine: 'http',
  state: 'running',
  projectId: 'p',
  folderId: 'f',
  files: [{ ...queuedFile('/media/A001.mov', 'A001.mov', 10), sent: 4, uploadId: 'u' }],
  bytes: 10,
  sent: 4,
  bytesPerSecond: 0,
  createdAt: '2026-11-29T12:00:00.000Z',
  updatedAt: '2026-11-29T12:00:01.000Z',
  error: null,
});

const stored = (id: string): StoredTransfer => ({
  transfer: transfer(id),
  start: {
    direction: 'upload',
    spec: {
      token: 'rtt_x',
      tags: { transfer_id: 'transfer-1' },
    } as StoredTransfer['start']['spec'],
    projectId: 'p',
    folderId: 'f',
    assetId: null,
    paths: ['/media'],
  },
  resume: { '/media/A001.mov': { uploadId: 'u', finalizing: false } },
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('the state folder', () => {
  it('keeps transfers and pairings as they were written, for the next start', async () => {
    const store = createStateStore(home);
    await store.open();
    await store.writeTransfer(stored('a'));
    await store.writeTransfer(stored('b'));
    const pairing = { origin: 'https://r.example', secretHash: 'ab'.repeat(32), createdAt: 'now' };
    await store.writePairings([pairing]);
    const again = createStateStore(home);
    await again.open();
    const read = await again.readTransfers();
    expect(read.sort((x, y) => x.transfer.id.localeCompare(y.transfer.id))).toEqual([
      stored('a'),
      stored('b'),
    ]);
    expect(await again.readPairings()).toEqual([pairing]);
    await again.removeTransfer('a');
    expect((await again.readTransfers()).map((each) => each.transfer.id)).toEqual(['b']);
  });

  it('is its user’s alone, and leaves no temporary file behind', async () => {
    const store = createStateStore(home);
    await store.open();
    const writes = Array.from({ length: 5 }, (_, n) => {
      const next = stored('a');
      next.transfer.sent = n;
      return store.writeTransfer(next);
    });
    await Promise.all(writes);
    expect((await store.readTransfers())[0]?.transfer.sent).toBe(4);
    expect(await modeOf(home)).toBe(0o700);
    expect(await modeOf(join(home, 'transfers'))).toBe(0o700);
    expect(await modeOf(join(home, 'transfers', 'a.json'))).toBe(0o600);
    expect(await readdir(join(home, 'transfers'))).toEqual(['a.json']);
  });

  it('leaves out a file that does not read as a transfer, and says so', async () => {
    const lines: string[] = [];
    const store = createStateStore(home, (line) => lines.push(line));
    await store.open();
    await store.writeTransfer(stored('a'));
    await writeFile(join(home, 'transfers', 'broken.json'), '{"transfer": ');
    await writeFile(join(home, 'transfers', 'other.json'), '{"transfer": {}}');
    expect((await store.readTransfers()).map((each) => each.transfer.id)).toEqual(['a']);
    expect(lines).toEqual([expect.stringContaining('broken.json does not read')]);
  });
});

import type { DomainEvent } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../history/past-asset.ts';
import { changesIn } from './folder-changes.ts';

const dana = { kind: 'user' as const, id: 'dana' };

/** Events one minute apart from 10:00, in log order. */
const historyOf = (...events: DomainEvent[]): HistoryEntry[] =>
  events.map((event, index) => ({
    seq: index + 1,
    at: new Date(Date.UTC(2026, 11, 1, 10, index)).toISOString(),
    actor: dana,
    event,
  }));

const minute = (n: number) => Date.UTC(2026, 11, 1, 10, n);

const created: DomainEvent = {
  type: 'asset.created',
  data: { id: 'a', projectId: 'p', folderId: 'day1', name: 'A003C012', type: 'Video' },
};
const renamed = (name: string): DomainEvent => ({ type: 'asset.renamed', data: { id: 'a', name } });
const moved = (from: string, to: string): DomainEvent => ({
  type: 'items.moved',
  data: { projectId: 'p', targetId: to, folders: [], assets: [{ id: 'a', fromFolderId: from }] },
});
const deleted = (folderId: string): DomainEvent => ({
  type: 'items.deleted',
  data: { projectId: 'p', folders: [], folderIds: [], assets: [{ id: 'a', folderId }] },
});

const kinds = (changes: ReturnType<typeof changesIn>) =>
  changes.map(({ kind, assetName }) => `${kind} ${assetName}`);

describe("a folder's changes of one asset", () => {
  // 10:00 made in Day 1, 10:01 renamed, 10:02 moved to Day 2, 10:03 renamed, 10:04 back, 10:05 deleted
  const history = historyOf(
    created,
    renamed('19A/3'),
    moved('day1', 'day2'),
    renamed('19A/3 alt'),
    moved('day2', 'day1'),
    deleted('day1'),
  );

  it('counts its arrival, what it did there and its leaving, not what it did elsewhere', () => {
    expect(kinds(changesIn('a', history, 'day1', 0, minute(10)))).toEqual([
      'ADDED A003C012',
      'RENAMED 19A/3',
      'MOVED_OUT 19A/3',
      'MOVED_IN 19A/3 alt',
      'DELETED 19A/3 alt',
    ]);
    expect(kinds(changesIn('a', history, 'day2', 0, minute(10)))).toEqual([
      'MOVED_IN 19A/3',
      'RENAMED 19A/3 alt',
      'MOVED_OUT 19A/3 alt',
    ]);
  });

  it('takes what came after `from` and up to `to`', () => {
    expect(kinds(changesIn('a', history, 'day1', minute(1), minute(4)))).toEqual([
      'MOVED_OUT 19A/3',
      'MOVED_IN 19A/3 alt',
    ]);
    expect(changesIn('a', history, 'elsewhere', 0, minute(10))).toEqual([]);
  });
});

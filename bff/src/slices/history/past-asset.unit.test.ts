import type { CommentAnnotation, DomainEvent } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { momentsOf } from './asset-moments.ts';
import { assetAt, type HistoryEntry } from './past-asset.ts';

const dana = { kind: 'user' as const, id: 'dana' };
const author = { kind: 'user' as const, userId: 'dana' };
const ids = { projectId: 'p', folderId: 'f', assetId: 'a' };

/** Events one minute apart from 10:00, in log order. */
function historyOf(...events: DomainEvent[]): HistoryEntry[] {
  return events.map((event, index) => ({
    seq: index + 1,
    at: new Date(Date.UTC(2026, 11, 1, 10, index)).toISOString(),
    actor: dana,
    event,
  }));
}

const minute = (n: number) => Date.UTC(2026, 11, 1, 10, n);

const created = (name: string): DomainEvent => ({
  type: 'asset.created',
  data: { id: 'a', projectId: 'p', folderId: 'f', name, type: 'Video' },
});
const versionAdded = (versionId: string, number: number): DomainEvent => ({
  type: 'asset.version_added',
  data: {
    ...ids,
    versionId,
    number,
    filename: `take-${number}.mov`,
    size: 1,
    mimetype: 'video/quicktime',
    sourceKey: `k/${number}`,
    jobId: null,
  },
});
const commented = (
  id: string,
  text: string,
  parentId: string | null = null,
  annotation: CommentAnnotation | null = null,
): DomainEvent => ({
  type: 'comment.added',
  data: {
    ...ids,
    id,
    versionId: 'v1',
    parentId,
    text,
    start: parentId ? null : 12,
    end: null,
    author,
    annotation,
    marker: null,
    carriedFrom: null,
  },
});

const story = historyOf(
  created('Shot 12'), // 10:00
  versionAdded('v1', 1), // 10:01
  commented('c1', 'Boom in shot'), // 10:02
  { type: 'comment.edited', data: { id: 'c1', text: 'Boom in shot at the left' } }, // 10:03
  commented('c2', 'Agreed', 'c1'), // 10:04
  { type: 'asset.renamed', data: { id: 'a', name: 'Shot 12 final' } }, // 10:05
  { type: 'comment.removed', data: { id: 'c1' } }, // 10:06
  versionAdded('v2', 2), // 10:07
  {
    type: 'version.review_status_set',
    data: { assetId: 'a', versionId: 'v2', status: 'approved' },
  }, // 10:08
);

describe('an asset at a past moment', () => {
  it('is nothing before it was made, and its name as it was then', () => {
    expect(assetAt(story, minute(0) - 1)).toBeNull();
    expect(assetAt(story, minute(4))?.name).toBe('Shot 12');
    expect(assetAt(story, minute(5))?.name).toBe('Shot 12 final');
  });

  it('has the versions it had then, the newest first, with their status then', () => {
    expect(assetAt(story, minute(6))?.versions.map((v) => v.number)).toEqual([1]);
    const later = assetAt(story, minute(8));
    expect(later?.versions.map((v) => [v.number, v.reviewStatus])).toEqual([
      [2, 'approved'],
      [1, null],
    ]);
    expect(assetAt(story, minute(7))?.versions[0]?.reviewStatus).toBeNull();
  });

  it('shows comments as they read then: later edits undone, later deletions back', () => {
    const commentsAt = (n: number) => assetAt(story, minute(n))?.versions.at(-1)?.comments ?? [];
    expect(commentsAt(1)).toEqual([]);
    expect(commentsAt(2).map((c) => c.text)).toEqual(['Boom in shot']);
    expect(commentsAt(3).map((c) => c.text)).toEqual(['Boom in shot at the left']);
    expect(commentsAt(5).map((c) => [c.id, c.parentId, c.deleted])).toEqual([
      ['c1', null, false],
      ['c2', 'c1', false],
    ]);
    const removed = commentsAt(6)[0];
    expect([removed?.text, removed?.deleted, removed?.updatedAt]).toEqual([
      '',
      true,
      new Date(minute(6)).toISOString(),
    ]);
  });

  it("keeps every event up to the moment though the BFFs' clocks differ a little", () => {
    const skewed = story.map((entry) =>
      entry.seq === 5 ? { ...entry, at: new Date(minute(5) + 500).toISOString() } : entry,
    );
    // the rename (seq 6, 10:05:00) landed after the reply (seq 5) whose clock said 10:05:00.5
    expect(assetAt(skewed, minute(5))?.name).toBe('Shot 12 final');
    expect(assetAt(skewed, minute(5))?.versions[0]?.comments).toHaveLength(1);
  });

  it('keeps a comment’s drawing as it was drawn, through its edits', () => {
    const annotation = { width: 960, height: 540, scene: { objects: [{ type: 'Rect' }] } };
    const drawing = historyOf(
      created('Shot 13'),
      versionAdded('v1', 1),
      commented('c3', 'Crop here', null, annotation),
      { type: 'comment.edited', data: { id: 'c3', text: 'Crop here, tighter' } },
    );
    const [comment] = assetAt(drawing, minute(3))?.versions[0]?.comments ?? [];
    expect([comment?.text, comment?.annotation]).toEqual(['Crop here, tighter', annotation]);
    expect(assetAt(story, minute(2))?.versions[0]?.comments[0]?.annotation).toBeNull();
  });
});

describe('the moments an asset changed', () => {
  it('lists each change the newest first, with its version, never a comment’s text', () => {
    const moments = momentsOf(story);
    expect(moments.map((m) => [m.change, m.versionNumber, m.detail])).toEqual([
      ['REVIEW_STATUS_SET', 2, 'approved'],
      ['VERSION_ADDED', 2, 'take-2.mov'],
      ['COMMENT_REMOVED', 1, null],
      ['RENAMED', null, 'Shot 12 final'],
      ['REPLY_ADDED', 1, null],
      ['COMMENT_EDITED', 1, null],
      ['COMMENT_ADDED', 1, null],
      ['VERSION_ADDED', 1, 'take-1.mov'],
      ['CREATED', null, 'Shot 12'],
    ]);
    expect(moments[0]).toMatchObject({ at: new Date(minute(8)).toISOString(), actor: dana });
  });
});

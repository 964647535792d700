import { describe, expect, it } from 'vitest';
import { atParamOf, withAt } from './at-param.ts';
import { folderChangeText, momentText } from './moment-text.ts';
import { allGroups, groupCount, kindsOf } from './round-kinds.ts';

describe('a moment in words', () => {
  const dana = { actorName: 'Dana Editor' };

  it('says who did what, to which version', () => {
    expect(momentText({ ...dana, change: 'RENAMED', detail: 'Shot 12' })).toBe(
      'Dana Editor renamed it to “Shot 12”',
    );
    expect(
      momentText({ ...dana, change: 'VERSION_ADDED', versionNumber: 2, detail: 'b.mov' }),
    ).toBe('Dana Editor added v2 (b.mov)');
    expect(momentText({ ...dana, change: 'COMMENT_REMOVED', versionNumber: 1 })).toBe(
      'Dana Editor deleted a comment on v1',
    );
    expect(momentText({ ...dana, change: 'FEED_ENDED', versionNumber: 3 })).toBe(
      'The feed of v3 ended',
    );
  });

  it('names a review status as the menus do, or its clearing', () => {
    const set = { ...dana, change: 'REVIEW_STATUS_SET', versionNumber: 2 };
    expect(momentText({ ...set, detail: 'changes_requested' })).toBe(
      'Dana Editor set v2 to Changes Requested',
    );
    expect(momentText({ ...set, detail: null })).toBe('Dana Editor cleared the status of v2');
  });
});

describe('the address of a past moment', () => {
  it('reads `at` as an instant, and nothing else', () => {
    expect(atParamOf(new URLSearchParams('at=2026-12-01T10:05:00Z'))).toBe(
      '2026-12-01T10:05:00.000Z',
    );
    expect(atParamOf(new URLSearchParams('at=yesterday'))).toBeNull();
    // a link to a comment: its frame
    expect(atParamOf(new URLSearchParams('comment=c1&at=50'))).toBeNull();
    expect(atParamOf(new URLSearchParams('version=2'))).toBeNull();
  });

  it('keeps the version and drops the comment and comparison when it moves', () => {
    const params = new URLSearchParams('version=2&comment=c1&compare=1,2');
    expect(withAt(params, '2026-12-01T10:05:00.000Z').toString()).toBe(
      'version=2&at=2026-12-01T10%3A05%3A00.000Z',
    );
    expect(withAt(new URLSearchParams('at=x&version=2'), null).toString()).toBe('version=2');
  });
});

describe("a folder's change in words, and its filters", () => {
  const change = { actorName: 'Dana Editor', assetName: 'A003C012' };

  it('says what came and went, and names the asset of any other change', () => {
    expect(folderChangeText({ ...change, change: 'MOVED_IN' })).toBe(
      'Dana Editor moved “A003C012” here',
    );
    expect(folderChangeText({ ...change, change: 'MOVED_OUT' })).toBe(
      'Dana Editor moved “A003C012” to another folder',
    );
    expect(folderChangeText({ ...change, change: 'COMMENT_ADDED', versionNumber: 2 })).toBe(
      'A003C012: Dana Editor commented on v2',
    );
  });

  it('asks for every kind when every group is chosen, else for the groups chosen', () => {
    expect(kindsOf(allGroups)).toBeNull();
    expect(kindsOf(['statuses', 'assets'])).toEqual([
      'REVIEW_STATUS_SET',
      'ADDED',
      'MOVED_IN',
      'MOVED_OUT',
      'DELETED',
    ]);
    const counts = [
      { kind: 'COMMENT_ADDED', count: 3 },
      { kind: 'REPLY_ADDED', count: 1 },
      { kind: 'RENAMED', count: 2 },
    ];
    expect(groupCount('comments', counts)).toBe(4);
    expect(groupCount('versions', counts)).toBe(0);
  });
});

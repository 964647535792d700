import { describe, expect, it } from 'vitest';
import { formatPosition, isAfter, parsePosition, parseTypes } from './feed-position.ts';

describe('a feed cursor', () => {
  it('reads back what it was written as', () => {
    expect(parsePosition(formatPosition({ seq: 1042, index: 3 }))).toEqual({ seq: 1042, index: 3 });
  });

  it('is refused when the feed could not have given it', () => {
    for (const cursor of [
      '',
      '12',
      '12-',
      '-1-0',
      '1.5-0',
      'a-b',
      '12-0-1',
      `${'9'.repeat(16)}-0`,
    ]) {
      expect(parsePosition(cursor), cursor).toBeNull();
    }
  });

  it('orders by commit, then by event', () => {
    expect(isAfter({ seq: 2, index: 0 }, { seq: 1, index: 9 })).toBe(true);
    expect(isAfter({ seq: 2, index: 1 }, { seq: 2, index: 0 })).toBe(true);
    expect(isAfter({ seq: 2, index: 0 }, { seq: 2, index: 0 })).toBe(false);
  });
});

describe('a type filter', () => {
  it('takes a CloudEvents type with its version, or every version without one', () => {
    const filter = parseTypes('io.rushes.comment.added.v1, io.rushes.asset.renamed');
    if (typeof filter !== 'function') throw new Error('refused');
    expect(filter('comment.added', 1)).toBe(true);
    expect(filter('comment.added', 2)).toBe(false);
    expect(filter('asset.renamed', 7)).toBe(true);
    expect(filter('asset.created', 1)).toBe(false);
  });

  it('names the first type that is no public event', () => {
    expect(parseTypes('io.rushes.comment.added.v1,io.rushes.rendition.requested.v1')).toEqual({
      unknown: 'io.rushes.rendition.requested.v1',
    });
    expect(parseTypes('comment.added')).toEqual({ unknown: 'comment.added' });
  });
});

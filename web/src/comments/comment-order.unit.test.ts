import { describe, expect, it } from 'vitest';
import { sortComments } from './comment-order.ts';

const comments = [
  { id: 'e', start: null, createdAt: '2026-01-01T10:00:00Z' },
  { id: 'd', start: 50, createdAt: '2026-01-01T10:05:00Z' },
  { id: 'c', start: 50, createdAt: '2026-01-01T10:01:00Z' },
  { id: 'b', start: 3, createdAt: '2026-01-01T11:00:00Z' },
  { id: 'a', start: 0, createdAt: '2026-01-01T12:00:00Z' },
  { id: 'f', start: 7, createdAt: '2026-01-01T10:05:00Z' },
];
const order = (by: Parameters<typeof sortComments>[1]) =>
  sortComments(comments, by).map((comment) => comment.id);

describe('comment order', () => {
  it('by timecode: by position, then time, positionless last', () => {
    expect(order('POSITION')).toEqual(['a', 'b', 'f', 'c', 'd', 'e']);
  });

  it('oldest or newest first, ties by id', () => {
    expect(order('OLDEST')).toEqual(['e', 'c', 'd', 'f', 'b', 'a']);
    expect(order('NEWEST')).toEqual(['a', 'b', 'f', 'd', 'c', 'e']);
  });
});

import { describe, expect, it } from 'vitest';
import { commentLinkOf, viewAtComment } from './comment-link.ts';

const ids = { projectId: 'p1', folderId: 'f1', assetId: 'a1' };
const searchOf = (path: string) => new URL(path, 'http://rushes.test').searchParams;

describe('the viewer’s address at a comment', () => {
  it('carries the comment and its position, and reads them back', () => {
    const path = viewAtComment(ids, { id: 'c1', start: 50 });
    expect(path).toBe('/projects/p1/f1/a1?comment=c1&at=50');
    expect(commentLinkOf(searchOf(path))).toEqual({ id: 'c1', start: 50 });
  });

  it('leaves the position out for a comment without one', () => {
    const path = viewAtComment(ids, { id: 'c1', start: null });
    expect(path).toBe('/projects/p1/f1/a1?comment=c1');
    expect(commentLinkOf(searchOf(path))).toEqual({ id: 'c1', start: null });
  });

  it('names no comment without one, and no position for junk', () => {
    expect(commentLinkOf(searchOf('/projects/p1/f1/a1'))).toBeNull();
    expect(commentLinkOf(searchOf('/x?comment=c1&at=-3'))).toEqual({ id: 'c1', start: null });
    expect(commentLinkOf(searchOf('/x?comment=c1&at=soon'))).toEqual({ id: 'c1', start: null });
  });
});

import { describe, expect, it } from 'vitest';
import { neighbourOf } from './playlist.ts';

const takes = ['a', 'b', 'c'];

describe('the playlist', () => {
  it('goes to the next and previous take in its order', () => {
    expect(neighbourOf(takes, 'b', 1)).toBe('c');
    expect(neighbourOf(takes, 'b', -1)).toBe('a');
  });

  it('has nothing past either end: on end the last take pauses', () => {
    expect(neighbourOf(takes, 'c', 1)).toBeNull();
    expect(neighbourOf(takes, 'a', -1)).toBeNull();
    expect(neighbourOf(['a'], 'a', 1)).toBeNull();
  });

  it('goes from a take the filter leaves out to the first one listed', () => {
    expect(neighbourOf(takes, 'x', 1)).toBe('a');
    expect(neighbourOf(takes, 'x', -1)).toBeNull();
    expect(neighbourOf([], 'x', 1)).toBeNull();
  });
});

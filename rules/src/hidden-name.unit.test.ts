import { describe, expect, it } from 'vitest';
import { isHiddenName } from './hidden-name.ts';

describe('hidden names', () => {
  it('are those that start with a dot', () => {
    expect(isHiddenName('.DS_Store')).toBe(true);
    expect(isHiddenName('.Trashes')).toBe(true);
    expect(isHiddenName('clip.mov')).toBe(false);
    expect(isHiddenName('clip.v2.mov')).toBe(false);
  });
});

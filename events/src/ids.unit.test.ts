import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newId, uuidFrom } from './ids.ts';

describe('uuidFrom', () => {
  it('derives the same version-5 uuid from the same parts', () => {
    const id = uuidFrom('folder', 'u-1', 'm-1');
    expect(validate(id) && version(id)).toBe(5);
    expect(uuidFrom('folder', 'u-1', 'm-1')).toBe(id);
  });

  it('keeps parts apart: the same text split otherwise is another id', () => {
    expect(uuidFrom('ab', 'c')).not.toBe(uuidFrom('a', 'bc'));
  });
});

describe('newId', () => {
  it('names the same aggregate on a retry with the same key', () => {
    expect(newId('comment', 'u-1', 'm-7')).toBe(newId('comment', 'u-1', 'm-7'));
    expect(newId('comment', 'u-2', 'm-7')).not.toBe(newId('comment', 'u-1', 'm-7'));
  });

  it('is new each time without a key', () => {
    expect(newId('comment', 'u-1', null)).not.toBe(newId('comment', 'u-1', null));
  });
});

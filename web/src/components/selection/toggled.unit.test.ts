import { describe, expect, it } from 'vitest';
import { toggled } from './toggled.ts';

describe('toggled', () => {
  it('adds a row to the selection or takes it out', () => {
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });
});

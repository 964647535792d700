import { describe, expect, it } from 'vitest';
import { unmetPasswordRules } from './password.ts';

describe('unmetPasswordRules', () => {
  it('asks for 6 characters and nothing else today', () => {
    expect(unmetPasswordRules('abc')).toEqual(['length']);
    expect(unmetPasswordRules('')).toEqual(['length']);
    expect(unmetPasswordRules('abcdef')).toEqual([]);
    expect(unmetPasswordRules('      ')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { expiresAtOf } from './token-expiry.ts';

describe("a new token's expiry", () => {
  const now = new Date('2026-12-11T12:00:00.000Z');

  it('ends the days chosen after it is made', () => {
    expect(expiresAtOf('days7', now)).toBe('2026-12-18T12:00:00.000Z');
    expect(expiresAtOf('days365', now)).toBe('2027-12-11T12:00:00.000Z');
  });

  it('has no end when none is chosen', () => {
    expect(expiresAtOf('never', now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { resetLinkExpiry, resetLinkProblem } from './password-reset-link.ts';

const now = new Date('2026-11-24T10:00:00.000Z');
const open = { expiresAt: new Date('2026-11-24T11:00:00.000Z'), usedAt: null };

describe('a password reset link', () => {
  it('lives for the configured number of seconds', () => {
    expect(resetLinkExpiry(now, 3600)).toEqual(new Date('2026-11-24T11:00:00.000Z'));
  });

  it('works while unused and before its expiry', () => {
    expect(resetLinkProblem(open, now)).toBeNull();
    expect(resetLinkProblem(open, new Date('2026-11-24T10:59:59.999Z'))).toBeNull();
  });

  it('is expired from its expiry on', () => {
    expect(resetLinkProblem(open, open.expiresAt)).toBe('LINK_EXPIRED');
    expect(resetLinkProblem(open, new Date('2026-11-25T00:00:00.000Z'))).toBe('LINK_EXPIRED');
  });

  it('is invalid once used, even before its expiry, and when unknown', () => {
    expect(resetLinkProblem({ ...open, usedAt: now }, now)).toBe('LINK_INVALID');
    expect(resetLinkProblem(undefined, now)).toBe('LINK_INVALID');
  });
});

import { describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS, refreshVerdict } from './refresh-tokens.ts';

const now = new Date('2026-11-24T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const token = (marks: { usedAt?: Date; revokedAt?: Date; expiresAt?: Date } = {}) => ({
  expiresAt: marks.expiresAt ?? new Date(now.getTime() + 60_000),
  usedAt: marks.usedAt ?? null,
  revokedAt: marks.revokedAt ?? null,
});

describe('presenting a refresh token', () => {
  it('rotates one never exchanged', () => {
    expect(refreshVerdict(token(), now)).toBe('rotate');
  });

  it('rotates one exchanged within the grace period again: a racing tab', () => {
    expect(refreshVerdict(token({ usedAt: ago(0) }), now)).toBe('grace');
    expect(refreshVerdict(token({ usedAt: ago(REFRESH_GRACE_MS - 1) }), now)).toBe('grace');
  });

  it('calls one exchanged longer ago a reuse', () => {
    expect(refreshVerdict(token({ usedAt: ago(REFRESH_GRACE_MS) }), now)).toBe('reuse');
  });

  it('refuses an unknown, expired or revoked one, grace or not', () => {
    expect(refreshVerdict(undefined, now)).toBe('invalid');
    expect(refreshVerdict(token({ expiresAt: now }), now)).toBe('invalid');
    expect(refreshVerdict(token({ usedAt: ago(1), revokedAt: ago(1) }), now)).toBe('invalid');
  });
});

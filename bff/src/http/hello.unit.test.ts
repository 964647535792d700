import { describe, expect, it } from 'vitest';
import { licenseOf } from './hello.routes.ts';

describe('the licence hello tells', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('is active without an end, and until its end', () => {
    expect(licenseOf(undefined, now)).toEqual({ active: true, reason: null });
    expect(licenseOf('2026-11-25', now)).toEqual({ active: true, reason: null });
  });

  it('is inactive, as expired, from its end on', () => {
    expect(licenseOf('2026-11-24T12:00:00Z', now)).toEqual({ active: false, reason: 'expired' });
    expect(licenseOf('2025-01-01', now)).toEqual({ active: false, reason: 'expired' });
  });
});

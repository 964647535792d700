import { describe, expect, it } from 'vitest';
import { instantOf, pastInstantOf } from './instants.ts';

describe('the instants a past view is asked for', () => {
  const now = Date.parse('2026-12-02T10:00:00Z');

  it('reads an instant given as text or as a date', () => {
    expect(instantOf('2026-12-01T09:30:00+01:00', 'from')).toBe(Date.parse('2026-12-01T08:30:00Z'));
    expect(pastInstantOf(new Date(now), 'at', now)).toBe(now);
  });

  it('refuses text that names no instant, with the field', () => {
    expect(() => instantOf('Tuesday', 'from')).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        data: { field: 'from', rule: 'format' },
      }),
    );
  });

  it('refuses an instant still to come', () => {
    expect(() => pastInstantOf('2026-12-02T10:00:01Z', 'to', now)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', data: { field: 'to', rule: 'past' } }),
    );
  });
});

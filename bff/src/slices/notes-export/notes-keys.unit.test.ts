import { describe, expect, it } from 'vitest';
import { urlsExpiryOf } from '../assets/url-expiry.ts';
import { expiredNotesPrefixes, notesKey } from './notes-keys.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('where exported notes are kept', () => {
  it('under the UTC day they were written, then the project', () => {
    const key = notesKey(new Date('2026-11-24T23:30:00-05:00'), 'project-1', 'pdf');
    expect(key).toMatch(/^notes\/2026-11-25\/project-1\/[0-9a-f-]{36}\.pdf$/);
  });

  it('are swept from the day before yesterday back, never today or yesterday', () => {
    const prefixes = expiredNotesPrefixes(new Date('2026-11-25T00:10:00Z'));
    expect(prefixes[0]).toBe('notes/2026-11-23/');
    expect(prefixes).toContain('notes/2026-10-27/');
    expect(prefixes).not.toContain('notes/2026-11-24/');
    expect(prefixes).not.toContain('notes/2026-11-25/');
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('only once the URL of the day’s last file has expired', () => {
    const lastOfDay = new Date('2026-11-23T23:59:59.999Z');
    const firstSwept = ['2026-11-24', '2026-11-25']
      .map((day) => new Date(`${day}T00:00:00Z`))
      .find((at) => expiredNotesPrefixes(at).includes('notes/2026-11-23/'));
    expect(firstSwept?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(urlsExpiryOf(lastOfDay.getTime()).getTime()).toBeLessThan(lastOfDay.getTime() + DAY_MS);
  });
});

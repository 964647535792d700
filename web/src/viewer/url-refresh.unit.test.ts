import { describe, expect, it } from 'vitest';
import { MIN_REFRESH_MS, urlRefreshDelay } from './url-refresh.ts';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('version URL refresh', () => {
  it('reloads at 90% of the time left', () => {
    expect(urlRefreshDelay(now, '2026-03-01T13:00:00Z')).toBe(0.9 * 3_600_000);
    expect(urlRefreshDelay(now, '2026-03-01T12:10:00Z')).toBe(540_000);
  });

  it('waits a little even when the URLs are (nearly) expired', () => {
    expect(urlRefreshDelay(now, '2026-03-01T12:00:01Z')).toBe(MIN_REFRESH_MS);
    expect(urlRefreshDelay(now, '2026-03-01T11:00:00Z')).toBe(MIN_REFRESH_MS);
  });

  it('stays within what a timer can wait, and ignores a bad date', () => {
    expect(urlRefreshDelay(now, '2099-01-01T00:00:00Z')).toBe(2_147_483_647);
    expect(urlRefreshDelay(now, 'soon')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date.ts';
import { deviceName } from './device.ts';
import { formatDuration } from './duration.ts';
import { formatRelativeTime } from './relative-time.ts';
import { formatBitRate, formatSize } from './size.ts';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 KB'],
    [1500, '1.5 KB'],
    [2_147_483_648, '2.1 GB'],
    [5.25e12, '5.3 TB'],
    [1e15, '1.0 PB'],
    [3e18, '3000.0 PB'],
  ])('%d bytes read %s (base 1000, one decimal)', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('shows nothing for a size it cannot know', () => {
    expect(formatSize(Number.NaN)).toBe('');
    expect(formatSize(-1)).toBe('');
  });
});

describe('formatBitRate', () => {
  it('runs from Bit to PBit', () => {
    expect(formatBitRate(800)).toBe('800 Bit');
    expect(formatBitRate(8_000_000)).toBe('8.0 MBit');
    expect(formatBitRate(2e15)).toBe('2.0 PBit');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0sec'],
    [3_000, '3sec'],
    [2_600, '3sec'],
    [60_000, '1mins'],
    [61_000, '1mins 1sec'],
    [3_600_000, '1h'],
    [3_723_000, '1h 2mins 3sec'],
    [90_061_000, '1d 1h 1mins 1sec'],
  ])('%d ms reads %s', (milliseconds, text) => {
    expect(formatDuration(milliseconds)).toBe(text);
  });

  it('shows nothing without a duration', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  const ago = (milliseconds: number) => new Date(now - milliseconds).toISOString();
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [0, 'just now'],
    [29 * second, 'just now'],
    [30 * second, '30 seconds ago'],
    [59 * second, '59 seconds ago'],
    [minute, '1 minute ago'],
    [5 * minute, '5 minutes ago'],
    [hour, '1 hour ago'],
    [23 * hour, '23 hours ago'],
    [day, 'yesterday'],
    [47 * hour, 'yesterday'],
    [2 * day, '2 days ago'],
    [7 * day, '1 week ago'],
    [29 * day, '4 weeks ago'],
    [30 * day, '1 month ago'],
    [200 * day, '6 months ago'],
    [365 * day, '1 year ago'],
    [800 * day, '2 years ago'],
  ])('%d ms ago reads %s', (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(text);
  });

  it('reads a time in the future as just now', () => {
    expect(formatRelativeTime(ago(-5 * minute), now)).toBe('just now');
  });
});

describe('deviceName', () => {
  it('names the browser and its system as people do', () => {
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect(deviceName(chrome)).toBe('Chrome on macOS');
    expect(deviceName(iphone)).toBe('Safari on iOS');
    expect(deviceName(edge)).toBe('Edge on Windows');
    expect(deviceName(firefox)).toBe('Firefox on Linux');
  });

  it('shows what it does not know as sent, and nothing for nothing', () => {
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName(null)).toBeNull();
  });
});

describe('formatDateTime', () => {
  // in the viewer's time zone: built from local parts
  const moment = new Date(2026, 11, 1, 9, 5, 7).toISOString();

  it('writes yyyy/mm/dd hh:mm, and the seconds where asked', () => {
    expect(formatDateTime(moment)).toBe('2026/12/01 09:05');
    expect(formatDateTime(moment, { seconds: true })).toBe('2026/12/01 09:05:07');
    expect(formatDateTime('not a date')).toBe('');
  });
});

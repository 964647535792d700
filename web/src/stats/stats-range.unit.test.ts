import { describe, expect, it } from 'vitest';
import { customRange, dayOf, presetRange, rangePresets, weekStart } from './stats-range.ts';

// local times: the presets count the viewer's calendar days
const at = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month - 1, day, hour);

describe('presetRange', () => {
  const today = at(2026, 11, 24);

  it('opens on the current month, up to today', () => {
    expect(presetRange('currentMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it('takes the whole previous month, across a year and a leap February', () => {
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', at(2027, 1, 5))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetRange('lastMonth', at(2028, 3, 31))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('counts the last 30 and 90 days with today', () => {
    expect(presetRange('last30Days', today)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(presetRange('last90Days', today)).toEqual({ from: '2026-08-27', to: '2026-11-24' });
  });

  it('runs the year to date from the first of January', () => {
    expect(presetRange('yearToDate', today)).toEqual({ from: '2026-01-01', to: '2026-11-24' });
    expect(presetRange('yearToDate', at(2027, 1, 1, 0))).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    });
  });

  it('has no days of its own for the custom range', () => {
    expect(presetRange('custom', today)).toBeNull();
  });

  it('ends every preset on or before today, never before it starts', () => {
    for (const preset of rangePresets) {
      const range = presetRange(preset, today);
      if (!range) continue;
      expect(range.from <= range.to).toBe(true);
      expect(range.to <= '2026-11-24').toBe(true);
    }
  });
});

describe('weekStart', () => {
  it('starts weeks on Monday', () => {
    // 2026-11-23 is a Monday
    expect(weekStart(at(2026, 11, 23))).toBe('2026-11-23');
    expect(weekStart(at(2026, 11, 24))).toBe('2026-11-23');
    // a Sunday belongs to the week that began six days before
    expect(weekStart(at(2026, 11, 29))).toBe('2026-11-23');
    expect(weekStart(at(2026, 11, 30))).toBe('2026-11-30');
    // across a year
    expect(weekStart(at(2027, 1, 2))).toBe('2026-12-28');
  });
});

describe('dayOf and customRange', () => {
  it('writes the local day as YYYY-MM-DD', () => {
    expect(dayOf(at(2026, 3, 7, 0))).toBe('2026-03-07');
    expect(dayOf(at(2026, 3, 7, 23))).toBe('2026-03-07');
  });

  it('takes a custom range once both ends are picked, earlier first', () => {
    expect(customRange([null, null])).toBeNull();
    expect(customRange(['2026-11-02', null])).toBeNull();
    expect(customRange(['2026-11-02', '2026-11-09'])).toEqual({
      from: '2026-11-02',
      to: '2026-11-09',
    });
    expect(customRange(['2026-11-09', '2026-11-02'])).toEqual({
      from: '2026-11-02',
      to: '2026-11-09',
    });
    expect(customRange(['2026-11-09 10:00:00', '2026-11-02'])).toBeNull();
  });
});

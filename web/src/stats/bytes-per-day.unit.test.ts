import { describe, expect, it } from 'vitest';
import { axisDay, chartDays } from './bytes-per-day.ts';

describe('chartDays', () => {
  it('gives every day of the range, those without transfers at nothing', () => {
    const days = chartDays({ from: '2026-02-27', to: '2026-03-02' }, [
      { day: '2026-02-28', bytesUp: 1000, bytesDown: 0 },
      { day: '2026-03-02', bytesUp: 5, bytesDown: 7 },
    ]);
    expect(days).toEqual([
      { day: '2026/02/27', uploads: 0, downloads: 0 },
      { day: '2026/02/28', uploads: 1000, downloads: 0 },
      { day: '2026/03/01', uploads: 0, downloads: 0 },
      { day: '2026/03/02', uploads: 5, downloads: 7 },
    ]);
  });

  it('gives one day for a range of one day', () => {
    expect(chartDays({ from: '2026-12-13', to: '2026-12-13' }, [])).toEqual([
      { day: '2026/12/13', uploads: 0, downloads: 0 },
    ]);
  });

  it('writes a day on the axis as mm/dd', () => {
    expect(axisDay('2026/12/05')).toBe('12/05');
  });
});

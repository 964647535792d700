import { describe, expect, it } from 'vitest';
import { dayRange, isDay } from './transfer-dates.ts';

describe('transfer dates', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    expect(isDay('2026-11-25')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('refuses other shapes and days that do not exist', () => {
    for (const text of ['2026-2-01', '2026-02-30', '2027-02-29', '2026-13-01', '25.11.2026', '']) {
      expect(isDay(text)).toBe(false);
    }
  });

  it('gives the range, inclusive, or refuses it with the field at fault', () => {
    expect(dayRange('2026-11-01', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(() => dayRange('2026-11-31', '2026-12-01')).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        data: { field: 'dateFrom', rule: 'date' },
      }),
    );
    expect(() => dayRange('2026-12-02', '2026-12-01')).toThrow(
      expect.objectContaining({
        data: { field: 'dateTo', rule: 'range' },
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { dayText, dayValue } from '../../projects/project-days.ts';
import { changedDetails, detailsErrors, detailsValues } from './project-details.ts';

const saved = {
  name: 'Feature',
  production: '',
  director: 'Ada',
  dop: '',
  manager: { id: 'u1' },
  crew: ['Alan'],
  shootingStart: '2026-12-01',
  shootingEnd: null,
};

describe('the project details form', () => {
  it('shows days as yyyy/mm/dd and sends them as YYYY-MM-DD, or empty', () => {
    expect(dayText('2026-12-01')).toBe('2026/12/01');
    expect(dayText(null)).toBe('');
    expect(dayValue(' 2026/12/24 ')).toBe('2026-12-24');
    expect(dayValue('')).toBe('');
    expect(['2026/02/30', '24/12/2026', 'soon'].map(dayValue)).toEqual([null, null, null]);
  });

  it("names what does not validate with the spec's messages", () => {
    const values = { ...detailsValues(saved), name: ' ', shootingEnd: '2026/13/01' };
    expect(detailsErrors(values)).toEqual({
      name: 'A title is required',
      shootingEnd: 'Invalid date',
    });
    expect(detailsErrors({ ...values, name: 'X', shootingEnd: '', managerId: null })).toEqual({
      managerId: 'A manager is required',
    });
  });

  it('sends only the changed fields, trimmed', () => {
    expect(changedDetails(saved, detailsValues(saved))).toBeNull();
    const values = {
      ...detailsValues(saved),
      name: ' Feature ',
      production: ' Northern Lights ',
      crew: ['Alan', ' Grace '],
      shootingStart: '',
      shootingEnd: '2027/01/15',
    };
    expect(changedDetails(saved, values)).toEqual({
      production: 'Northern Lights',
      crew: ['Alan', 'Grace'],
      shootingStart: '',
      shootingEnd: '2027-01-15',
    });
    expect(changedDetails(saved, { ...detailsValues(saved), managerId: 'u2' })).toEqual({
      managerId: 'u2',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { instantOfLocal, localInputOf, shownValue, valueProblem } from './custom-value.ts';

const rating = { name: 'Rating', type: 'NUMBER' as const, options: [], required: true };
const camera = { name: 'Camera', type: 'TEXT' as const, options: ['A', 'B'], required: false };

describe('a custom value in the app', () => {
  it('is checked as the server checks it, in words', () => {
    expect(valueProblem(rating, '4')).toBeNull();
    expect(valueProblem(rating, 'four')).toBe('This is not a number');
    expect(valueProblem(rating, ' ')).toBe('A value is required');
    expect(valueProblem(camera, '')).toBeNull();
    expect(valueProblem(camera, 'D')).toBe('Choose one of the choices');
  });

  it('shows a boolean as Yes or No and a time without empty seconds', () => {
    expect(shownValue('BOOLEAN', { text: 'true', boolean: true })).toBe('Yes');
    expect(shownValue('TIME', { text: '07:30:00' })).toBe('07:30');
    expect(shownValue('TIME', { text: '07:30:15' })).toBe('07:30:15');
    expect(shownValue('TEXT', { text: null })).toBe('');
  });

  it('reads a local date and time as the instant it is in the viewer’s zone, and back', () => {
    const instant = instantOfLocal('2026-12-12T10:30:00');
    expect(new Date(instant).getHours()).toBe(10);
    expect(localInputOf(instant)).toBe('2026-12-12T10:30:00');
    expect(instantOfLocal('')).toBe('');
  });
});

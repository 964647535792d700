import { describe, expect, it } from 'vitest';
import {
  type CustomFieldShape,
  type CustomFieldType,
  convertCustomValue,
  customValueText,
  parseCustomValue,
  sameCustomValue,
} from './custom-field-value.ts';

const field = (type: CustomFieldType, options: string[] = []): CustomFieldShape => ({
  type,
  options,
});
const value = (type: CustomFieldType, input: string, options?: string[]) => {
  const parsed = parseCustomValue(field(type, options), input);
  return parsed.ok ? parsed.value.value : parsed.rule;
};

describe('a custom value', () => {
  it('keeps text trimmed, and a choice as its option is spelt', () => {
    expect(value('TEXT', '  Day 12 ')).toBe('Day 12');
    expect(value('TEXT', 'b', ['A', 'B', 'C'])).toBe('B');
    expect(value('TEXT', 'D', ['A', 'B', 'C'])).toBe('option');
    expect(value('TEXT', 'x'.repeat(1001))).toBe('maxLength');
  });

  it('takes e-mails and web addresses by the rules Rushes has for them', () => {
    expect(value('EMAIL', 'dit@rushes.test')).toBe('dit@rushes.test');
    expect(value('EMAIL', 'dit@rushes')).toBe('email');
    expect(value('URL', 'https://rushes.example.com/day/12')).toBe(
      'https://rushes.example.com/day/12',
    );
    expect(value('URL', 'rushes.example.com')).toBe('url');
    expect(value('URL', 'javascript:alert(1)')).toBe('url');
  });

  it('reads numbers and booleans', () => {
    expect(value('NUMBER', '4')).toBe(4);
    expect(value('NUMBER', '-1.5')).toBe(-1.5);
    expect(value('NUMBER', '2e3')).toBe(2000);
    for (const text of ['four', '1,5', 'Infinity', '0x10', '']) {
      expect(value('NUMBER', text), text).toBe('number');
    }
    expect(value('BOOLEAN', 'Yes')).toBe(true);
    expect(value('BOOLEAN', 'false')).toBe(false);
    expect(value('BOOLEAN', 'maybe')).toBe('boolean');
  });

  it('keeps dates and times of day as local values', () => {
    expect(value('DATE', '2028-02-29')).toBe('2028-02-29');
    expect(value('DATE', '2027-02-29')).toBe('date');
    expect(value('DATE', '2027-13-01')).toBe('date');
    expect(value('DATE', '12/12/2026')).toBe('date');
    expect(value('TIME', '9:05')).toBe('09:05:00');
    expect(value('TIME', '23:59:59')).toBe('23:59:59');
    expect(value('TIME', '24:00')).toBe('time');
  });

  it('keeps a date and time as the instant, and needs its zone', () => {
    expect(value('DATETIME', '2026-12-12T10:30+01:00')).toBe('2026-12-12T09:30:00.000Z');
    expect(value('DATETIME', '2026-12-12 10:30:15.5-0500')).toBe('2026-12-12T15:30:15.500Z');
    expect(value('DATETIME', '2026-12-12T09:30:00.000Z')).toBe('2026-12-12T09:30:00.000Z');
    expect(value('DATETIME', '2026-12-12T10:30')).toBe('timeZone');
    expect(value('DATETIME', '2026-12-32T10:30Z')).toBe('dateTime');
    expect(value('DATETIME', 'tomorrow')).toBe('dateTime');
  });

  it('reads a position as latitude then longitude, each in its range', () => {
    expect(value('POSITION', '48.8584, 2.2945')).toEqual({ latitude: 48.8584, longitude: 2.2945 });
    expect(value('POSITION', '-33.86 151.21')).toEqual({ latitude: -33.86, longitude: 151.21 });
    expect(value('POSITION', '91, 0')).toBe('latitude');
    expect(value('POSITION', '0, -180.5')).toBe('longitude');
    expect(value('POSITION', 'Paris')).toBe('position');
  });

  it('is read back from its text', () => {
    for (const [type, input] of [
      ['NUMBER', '3.25'],
      ['BOOLEAN', 'no'],
      ['DATETIME', '2026-12-12T10:30+01:00'],
      ['POSITION', '48.8584, 2.2945'],
      ['TIME', '07:00'],
    ] as const) {
      const parsed = parseCustomValue(field(type), input);
      if (!parsed.ok) throw new Error(input);
      const again = parseCustomValue(field(type), customValueText(parsed.value));
      expect(again.ok && sameCustomValue(again.value, parsed.value), input).toBe(true);
    }
  });
});

describe('a change of field type', () => {
  const of = (type: CustomFieldType, input: string) => {
    const parsed = parseCustomValue(field(type), input);
    if (!parsed.ok) throw new Error(input);
    return parsed.value;
  };

  it('makes text of anything', () => {
    expect(convertCustomValue(of('NUMBER', '4'), field('TEXT'))).toEqual({
      type: 'TEXT',
      value: '4',
    });
    expect(convertCustomValue(of('POSITION', '1, 2'), field('TEXT'))?.value).toBe('1, 2');
  });

  it('turns text into another type only where it reads as one', () => {
    expect(convertCustomValue(of('TEXT', '3'), field('NUMBER'))).toEqual({
      type: 'NUMBER',
      value: 3,
    });
    expect(convertCustomValue(of('TEXT', 'three'), field('NUMBER'))).toBeNull();
    expect(convertCustomValue(of('TEXT', 'b'), field('TEXT', ['A', 'B']))?.value).toBe('B');
    expect(convertCustomValue(of('TEXT', 'D'), field('TEXT', ['A', 'B']))).toBeNull();
  });

  it('never gives a local date a time zone it never had', () => {
    expect(convertCustomValue(of('DATE', '2026-12-12'), field('DATETIME'))).toBeNull();
    expect(convertCustomValue(of('DATETIME', '2026-12-12T10:00Z'), field('DATE'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { maskPhone, normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it('writes a number with its country code as E.164, however it was typed', () => {
    for (const input of [
      '+447700900123',
      '+44 7700 900123',
      '+44 (0)7700-900 123',
      ' 0044 7700 900123 ',
    ]) {
      expect(normalisePhone(input, 'GB'), input).toBe('+447700900123');
    }
    expect(normalisePhone('+1 (201) 555-0123')).toBe('+12015550123');
  });

  it('reads a national number in the default region', () => {
    expect(normalisePhone('07700 900123', 'GB')).toBe('+447700900123');
    expect(normalisePhone('07700 900123', 'gb')).toBe('+447700900123');
    expect(normalisePhone('030 123456', 'DE')).toBe('+4930123456');
  });

  it('refuses a national number without a region, or with a region it does not know', () => {
    expect(normalisePhone('07700 900123')).toBeNull();
    expect(normalisePhone('07700 900123', 'XX')).toBeNull();
  });

  it('refuses what is not a phone number', () => {
    for (const input of [
      '',
      '   ',
      'call me',
      '+44 123',
      '+44 7700 900123 456 789',
      '+999 1234567',
    ]) {
      expect(normalisePhone(input, 'GB'), input).toBeNull();
    }
  });

  it('refuses a number inside other text rather than picking it out', () => {
    expect(normalisePhone('my number is +44 7700 900123')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('shows the country code and the last four digits only', () => {
    expect(maskPhone('+447700900123')).toBe('+44 •• •••• 0123');
    expect(maskPhone('+12015550123')).toBe('+1 •• •••• 0123');
    expect(maskPhone('+4930123456')).toBe('+49 •••• 3456');
  });

  it('never shows more than four digits of what is not a number', () => {
    expect(maskPhone('12345678')).toBe('•••• 5678');
    expect(maskPhone('123')).toBe('123');
  });
});

import { describe, expect, it } from 'vitest';
import { emailPattern, isEmail } from './email.ts';

describe('isEmail', () => {
  it('accepts an address with a name, a domain and a top-level domain', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('first.last+rushes@post.example.co.uk')).toBe(true);
  });

  it('refuses an address without a top-level domain, with spaces or with two @', () => {
    for (const text of ['ada@example', 'a da@x.com', 'ada@@x.com', '@x.com', 'ada@x.c', '']) {
      expect(isEmail(text), text).toBe(false);
    }
  });

  it('is the same rule as a JSON Schema pattern', () => {
    expect(new RegExp(emailPattern).test('ada@example.com')).toBe(true);
    expect(new RegExp(emailPattern).test('ada@example')).toBe(false);
  });
});

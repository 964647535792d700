import { describe, expect, it } from 'vitest';
import { isWebUrl } from './web-url.ts';

describe('isWebUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(isWebUrl('https://rushes.example.com/dailies?day=12#take-3')).toBe(true);
    expect(isWebUrl('http://10.0.0.5:8080/')).toBe(true);
  });

  it('refuses other schemes, relative paths, spaces and addresses without a host', () => {
    for (const text of [
      'ftp://x.com/a',
      'mailto:ada@x.com',
      '/dailies',
      'x.com',
      'https://',
      'https://a b.com',
      '',
    ]) {
      expect(isWebUrl(text), text).toBe(false);
    }
  });
});

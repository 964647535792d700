import { describe, expect, it } from 'vitest';
import { externalDomains, isExternalEmail } from './external.ts';

describe('external users', () => {
  it('reads the configured list, ignoring blanks and case', () => {
    expect(externalDomains('')).toEqual([]);
    expect(externalDomains(' Studio.example , ,crew.example')).toEqual([
      'studio.example',
      'crew.example',
    ]);
  });

  it('are those whose address is in a configured domain or below it', () => {
    const domains = ['studio.example'];
    expect(isExternalEmail('ada@studio.example', domains)).toBe(true);
    expect(isExternalEmail('ada@Post.Studio.example', domains)).toBe(true);
    expect(isExternalEmail('ada@otherstudio.example', domains)).toBe(false);
    expect(isExternalEmail('ada@studio.example', [])).toBe(false);
  });
});

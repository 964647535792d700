import { describe, expect, it } from 'vitest';
import { createSealer } from './sealer.ts';

const key = 'k'.repeat(48);

describe('the sealer of factor secrets', () => {
  it('opens what it sealed, and never shows the plain text sealed', () => {
    const sealer = createSealer(key);
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time', () => {
    const sealer = createSealer(key);
    expect(sealer.seal('1234-5678')).not.toBe(sealer.seal('1234-5678'));
  });

  it('refuses a value sealed under another key, or altered', () => {
    const sealed = createSealer(key).seal('secret');
    expect(() => createSealer('x'.repeat(48)).open(sealed)).toThrow();
    const [format, iv, tag, text = ''] = sealed.split('.');
    const altered = [format, iv, tag, `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`];
    expect(() => createSealer(key).open(altered.join('.'))).toThrow();
    expect(() => createSealer(key).open('plain text')).toThrow('not a sealed value');
  });
});

describe('a sealer of another purpose', () => {
  it('opens only what was sealed for that purpose', () => {
    const tokens = createSealer(key, 'rushes transfer tokens');
    const sealed = tokens.sealBytes(Buffer.from([0, 1, 2, 255]));
    expect(tokens.openBytes(sealed)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(() => createSealer(key).openBytes(sealed)).toThrow();
    expect(() => tokens.open(createSealer(key).seal('secret'))).toThrow();
  });
});

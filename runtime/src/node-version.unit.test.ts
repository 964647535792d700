import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './node-version.ts';

describe('unsupportedNode', () => {
  it('refuses an end-of-life Node.js, naming the version in use and the one needed', () => {
    expect(unsupportedNode('20.20.2')).toMatch(
      /needs Node\.js 22\.22 or newer.*this is Node\.js 20\.20\.2/,
    );
  });

  it('refuses a 22 older than the dependencies need', () => {
    expect(unsupportedNode('22.12.0')).toBeDefined();
  });

  it('accepts 22.22, 24 and later', () => {
    expect(unsupportedNode('22.22.0')).toBeUndefined();
    expect(unsupportedNode('24.21.0')).toBeUndefined();
    expect(unsupportedNode('26.0.0')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { appPath, landing, vouchedEmail } from './sso-sign-in.ts';

describe('the address the provider vouches for', () => {
  const domains = ['studio.test'];

  it('is taken when given in an external domain, verified or not said', () => {
    expect(vouchedEmail({ email: 'ana@studio.test', emailVerified: true }, domains)).toEqual({
      email: 'ana@studio.test',
    });
    expect(
      vouchedEmail({ email: ' ana@dailies.studio.test', emailVerified: undefined }, domains),
    ).toEqual({ email: 'ana@dailies.studio.test' });
  });

  it('is refused when missing, said unverified, or of an address with a password of Rushes', () => {
    expect(vouchedEmail({ email: undefined, emailVerified: true }, domains)).toEqual({
      refused: 'no_email',
    });
    expect(vouchedEmail({ email: 'ana@studio.test', emailVerified: false }, domains)).toEqual({
      refused: 'unverified_email',
    });
    expect(vouchedEmail({ email: 'ana@rushes.test', emailVerified: true }, domains)).toEqual({
      refused: 'not_external',
    });
    expect(vouchedEmail({ email: 'ana@studio.test.evil', emailVerified: true }, domains)).toEqual({
      refused: 'not_external',
    });
  });
});

describe('where the browser lands', () => {
  it('keeps a path of the app to go to, nothing that leaves it', () => {
    expect(appPath('/projects/p1?x=1')).toBe('/projects/p1?x=1');
    expect(appPath('//evil.example/')).toBeNull();
    expect(appPath('/\\evil.example')).toBeNull();
    expect(appPath('https://evil.example/')).toBeNull();
    expect(appPath(undefined)).toBeNull();
  });

  it('is the sign-in screen, told how it went', () => {
    expect(landing('signed-in', '/projects/p1')).toBe(
      '/signin?sso=signed-in&redirect=%2Fprojects%2Fp1',
    );
    expect(landing('failed', null)).toBe('/signin?sso=failed');
  });
});

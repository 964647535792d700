import { describe, expect, it } from 'vitest';
import { signPlaylistToken, verifyPlaylistToken } from './playlist-token.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const grant = { prefix: 'projects/p/assets/a/v/', expires: 2_000_000_000 };
const now = 1_900_000_000_000;

describe('playlist tokens', () => {
  it('give back the prefix and expiry they were signed with', () => {
    const token = signPlaylistToken(secret, grant);
    expect(token).not.toContain('/');
    expect(verifyPlaylistToken(secret, token, now)).toEqual(grant);
  });

  it('are expired after their expiry', () => {
    const token = signPlaylistToken(secret, grant);
    expect(verifyPlaylistToken(secret, token, grant.expires * 1000)).toBe('expired');
  });

  it('refuse another secret, another prefix or expiry, and junk', () => {
    const token = signPlaylistToken(secret, grant);
    const [, expires, signature] = token.split('.');
    const otherPrefix = Buffer.from('projects/p/assets/a/w/').toString('base64url');
    expect(verifyPlaylistToken(`${secret}x`, token, now)).toBe('invalid');
    expect(verifyPlaylistToken(secret, `${otherPrefix}.${expires}.${signature}`, now)).toBe(
      'invalid',
    );
    expect(verifyPlaylistToken(secret, token.replace('.2000000000.', '.2000000001.'), now)).toBe(
      'invalid',
    );
    for (const junk of ['', 'a.b', 'a.b.c.d', `${otherPrefix}.x.${signature}`]) {
      expect(verifyPlaylistToken(secret, junk, now)).toBe('invalid');
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  expiresIn,
  objectPath,
  type StorageGrant,
  signedStorageUrl,
  signStorageGrant,
  uploadPartPath,
  verifyStorageSignature,
} from './storage-signature.ts';

const secret = 'a-signing-secret-that-is-long-enough';
const now = Date.parse('2026-11-23T10:00:00Z');
const grant: StorageGrant = {
  method: 'GET',
  path: objectPath('projects/p/assets/a/v/hls/720p/index.m3u8'),
  expires: now / 1000 + 60,
};

describe('storage signatures', () => {
  it('accepts its own signature until the expiry and then says expired', () => {
    const signature = signStorageGrant(secret, grant);
    expect(verifyStorageSignature(secret, grant, signature, now)).toBe('valid');
    expect(verifyStorageSignature(secret, grant, signature, now + 60_000)).toBe('valid');
    expect(verifyStorageSignature(secret, grant, signature, now + 61_000)).toBe('expired');
  });

  it.each<[string, Partial<StorageGrant>]>([
    ['another method', { method: 'PUT' }],
    ['another path', { path: objectPath('projects/p/other.jpg') }],
    ['a later expiry', { expires: grant.expires + 1 }],
    ['a download name', { download: 'x.mov' }],
  ])('refuses the signature for %s', (_, change) => {
    const signature = signStorageGrant(secret, grant);
    expect(verifyStorageSignature(secret, { ...grant, ...change }, signature, now)).toBe('invalid');
  });

  it('refuses another secret, a missing, short or garbled signature and a bad expiry', () => {
    const signature = signStorageGrant(secret, grant);
    expect(verifyStorageSignature(`${secret}!`, grant, signature, now)).toBe('invalid');
    for (const given of [undefined, '', signature.slice(0, 10), `${signature}AA`, '!!!']) {
      expect(verifyStorageSignature(secret, grant, given, now)).toBe('invalid');
    }
    const noExpiry = { ...grant, expires: Number.NaN };
    expect(verifyStorageSignature(secret, noExpiry, signature, now)).toBe('invalid');
  });

  it('builds same-origin or absolute URLs with the key percent-encoded per segment', () => {
    const part = {
      method: 'PUT' as const,
      path: uploadPartPath('id-1', 3),
      expires: 1_800_000_000,
    };
    expect(signedStorageUrl('', secret, part)).toMatch(
      /^\/v2\/storage\/upload\/id-1\/3\?expires=1800000000&signature=[\w-]{43}$/,
    );
    const object = { ...grant, path: objectPath('a b/ü#1.jpg'), download: 'Shot 1.jpg' };
    const url = new URL(signedStorageUrl('https://rushes.example/', secret, object));
    expect(url.pathname).toBe('/v2/storage/object/a%20b/%C3%BC%231.jpg');
    expect(url.searchParams.get('download')).toBe('Shot 1.jpg');
    expect(url.searchParams.get('signature')).toBe(signStorageGrant(secret, object));
  });

  it('expires whole seconds ahead', () => {
    expect(expiresIn(90, now)).toBe(now / 1000 + 90);
    expect(expiresIn(0, now)).toBe(now / 1000 + 1);
  });
});

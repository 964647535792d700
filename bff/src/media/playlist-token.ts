import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a playlist token grants: reading the HLS playlists under one version's prefix until then. */
export interface PlaylistGrant {
  /** The version's storage prefix, ending with `/`. */
  prefix: string;
  /** Unix time in seconds. */
  expires: number;
}

// A key of its own, so a playlist token never passes for another use of the same secret.
const signingKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('rushes media playlists v1').digest();

const signatureOf = (secret: string, encodedPrefix: string, expires: number): Buffer =>
  createHmac('sha256', signingKey(secret)).update(`${encodedPrefix}.${expires}`).digest();

/** `<prefix, base64url>.<expires>.<HMAC-SHA256, base64url>`: one URL path segment. */
export function signPlaylistToken(secret: string, grant: PlaylistGrant): string {
  const encodedPrefix = Buffer.from(grant.prefix, 'utf8').toString('base64url');
  const signature = signatureOf(secret, encodedPrefix, grant.expires).toString('base64url');
  return `${encodedPrefix}.${grant.expires}.${signature}`;
}

/** The grant of a token signed with `secret`; 'invalid' for anything else, 'expired' after it. */
export function verifyPlaylistToken(
  secret: string,
  token: string,
  nowMs: number = Date.now(),
): PlaylistGrant | 'invalid' | 'expired' {
  const [encodedPrefix, expiresText, signature, ...rest] = token.split('.');
  if (!encodedPrefix || !expiresText || !signature || rest.length > 0) return 'invalid';
  if (!/^\d{1,12}$/.test(expiresText)) return 'invalid';
  const expires = Number(expiresText);
  const expected = signatureOf(secret, encodedPrefix, expires);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (expires * 1000 <= nowMs) return 'expired';
  return { prefix: Buffer.from(encodedPrefix, 'base64url').toString('utf8'), expires };
}

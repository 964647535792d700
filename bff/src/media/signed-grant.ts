import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed token grants: access to `subject` (a storage prefix, a download) until then. */
export interface Grant {
  subject: string;
  /** Unix time in seconds. */
  expires: number;
}

// A key per purpose, so a token made for one use never passes for another use of the secret.
const signingKey = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(purpose).digest();

const signatureOf = (key: Buffer, encodedSubject: string, expires: number): Buffer =>
  createHmac('sha256', key).update(`${encodedSubject}.${expires}`).digest();

/** `<subject, base64url>.<expires>.<HMAC-SHA256, base64url>`: one URL path segment. */
export function signGrant(secret: string, purpose: string, grant: Grant): string {
  const encodedSubject = Buffer.from(grant.subject, 'utf8').toString('base64url');
  const key = signingKey(secret, purpose);
  const signature = signatureOf(key, encodedSubject, grant.expires).toString('base64url');
  return `${encodedSubject}.${grant.expires}.${signature}`;
}

/** The grant of a token signed with `secret` for `purpose`; 'invalid' otherwise, 'expired' after. */
export function verifyGrant(
  secret: string,
  purpose: string,
  token: string,
  nowMs: number = Date.now(),
): Grant | 'invalid' | 'expired' {
  const [encodedSubject, expiresText, signature, ...rest] = token.split('.');
  if (!encodedSubject || !expiresText || !signature || rest.length > 0) return 'invalid';
  if (!/^\d{1,12}$/.test(expiresText)) return 'invalid';
  const expires = Number(expiresText);
  const expected = signatureOf(signingKey(secret, purpose), encodedSubject, expires);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (expires * 1000 <= nowMs) return 'expired';
  return { subject: Buffer.from(encodedSubject, 'base64url').toString('utf8'), expires };
}

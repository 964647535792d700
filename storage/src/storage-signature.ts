import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signed local-storage URL allows: one method on one path until `expires`. `path` is the
 * decoded form (`/v2/storage/object/<key>`), so the signature does not depend on URL encoding.
 */
export interface StorageGrant {
  method: 'GET' | 'PUT';
  path: string;
  /** Unix time in seconds after which the URL is refused. */
  expires: number;
  /** GET only: the file name a browser saves the object under. */
  download?: string;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export const uploadPartPath = (multipartId: string, partNumber: number | string): string =>
  `/v2/storage/upload/${multipartId}/${partNumber}`;

export const objectPath = (key: string): string => `/v2/storage/object/${key}`;

// A key of its own, so a storage signature can never pass for another use of the same secret.
const signingKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('rushes storage urls v1').digest();

/** HMAC-SHA256 of method, path, expiry (and download name), base64url. */
export function signStorageGrant(secret: string, grant: StorageGrant): string {
  const message = JSON.stringify([grant.method, grant.path, grant.expires, grant.download ?? null]);
  return createHmac('sha256', signingKey(secret)).update(message).digest('base64url');
}

/** Checks a signature in constant time; a valid signature past its expiry is 'expired'. */
export function verifyStorageSignature(
  secret: string,
  grant: StorageGrant,
  signature: string | undefined,
  nowMs: number = Date.now(),
): SignatureCheck {
  if (!signature || !Number.isSafeInteger(grant.expires)) return 'invalid';
  const expected = Buffer.from(signStorageGrant(secret, grant), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return grant.expires * 1000 < nowMs ? 'expired' : 'valid';
}

/** `<baseUrl><encoded path>?expires=…&signature=…[&download=…]`; `baseUrl` may be ''. */
export function signedStorageUrl(baseUrl: string, secret: string, grant: StorageGrant): string {
  const query = new URLSearchParams({
    expires: String(grant.expires),
    signature: signStorageGrant(secret, grant),
  });
  if (grant.download !== undefined) query.set('download', grant.download);
  const path = grant.path.split('/').map(encodeURIComponent).join('/');
  return `${baseUrl.replace(/\/+$/, '')}${path}?${query}`;
}

/** Unix seconds `seconds` from now. */
export const expiresIn = (seconds: number, nowMs: number = Date.now()): number =>
  Math.floor(nowMs / 1000) + Math.max(1, Math.ceil(seconds));

import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token (256 bits, base64url). */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** How such a token is stored: only its sha256, so a leaked table opens no session. */
export const hashSecretToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals short secrets (second factors' keys, recovery codes) before they reach the log, and what
 * a bearer carries sealed (transfer tokens).
 */
export interface Sealer {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
  sealBytes(plain: Uint8Array): string;
  /** `open` for what `sealBytes` sealed. */
  openBytes(sealed: string): Buffer;
}

const FORMAT = 'v1';
const IV_BYTES = 12;

/** What the secrets sealed in the log are keyed for; another purpose gets a key of its own. */
const LOGGED_SECRETS = 'rushes sealed secrets';
/** Live assets' SRT passphrases, sealed by the BFF and opened by the ingest server. */
export const SRT_PASSPHRASES = 'rushes live srt passphrases';

/**
 * AES-256-GCM under a key derived (HKDF-SHA256) from the configured secrets key for `purpose`, so
 * the key itself may be any long random text and what is sealed for one purpose never opens as
 * another's. A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url: the version leaves room
 * for another algorithm or key later.
 */
export function createSealer(secretsKey: string, purpose = LOGGED_SECRETS): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, '', purpose, 32));
  function sealBytes(plain: Uint8Array) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const text = Buffer.concat([cipher.update(plain), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url'));
    return [FORMAT, ...parts].join('.');
  }
  function openBytes(sealed: string) {
    const [format, iv, tag, text] = sealed.split('.');
    if (format !== FORMAT || !iv || !tag || text === undefined) {
      throw new Error('not a sealed value');
    }
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]);
  }
  return {
    seal: (plain) => sealBytes(Buffer.from(plain, 'utf8')),
    open: (sealed) => openBytes(sealed).toString('utf8'),
    sealBytes,
    openBytes,
  };
}

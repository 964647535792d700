import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals short secrets (second factors' keys, recovery codes) before they reach the log. */
export interface Sealer {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

const FORMAT = 'v1';
const IV_BYTES = 12;

/**
 * AES-256-GCM under a key derived (HKDF-SHA256) from the configured secrets key, so the key
 * itself may be any long random text. A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url:
 * the version leaves room for another algorithm or key later.
 */
export function createSealer(secretsKey: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, '', 'rushes sealed secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url'));
      return [FORMAT, ...parts].join('.');
    },
    open(sealed) {
      const [format, iv, tag, text] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || text === undefined) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(text, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

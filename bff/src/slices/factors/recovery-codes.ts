import { randomInt } from 'node:crypto';

/** How many recovery codes a user holds at a time. */
export const RECOVERY_CODES = 10;

/** No 0/o, 1/l/i: codes are read off paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten codes such as `k7m2p-x9qrt` (about 49 bits each). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODES }, () => `${group()}-${group()}`);

/** A code as typed, with spaces, capitals or without its hyphen, in its written form. */
export function normaliseRecoveryCode(typed: string): string {
  const plain = typed.toLowerCase().replaceAll(/[^a-z0-9]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}

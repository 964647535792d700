import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

/** A code is good for 5 minutes and 3 tries; then the page asks for another. */
export const PAIRING_CODE_MS = 5 * 60_000;
export const PAIRING_TRIES = 3;
/** Codes waiting at once: asking for more drops the oldest. */
const PENDING_MAX = 5;

/** A pairing the helper keeps: the hash of the secret it gave the page of `origin`. */
export interface StoredPairing {
  origin: string;
  secretHash: string;
  createdAt: string;
}

interface Pending {
  id: string;
  code: string;
  expiresAt: number;
  triesLeft: number;
}

export type PairingAnswer =
  | { kind: 'granted'; secret: string }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'unknown' };

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Pairing a page with the helper: the page asks for a code, which the helper shows its user
 * only (its terminal and log); the page sends back the code its user types and gets a secret,
 * its bearer from then on. The helper keeps the secret's hash, so its state folder holds nothing
 * a page could present. Pairings are the origin's: started with another `--origin`, the helper
 * honours none of them.
 */
export function createPairings(options: {
  origin: string;
  stored: readonly StoredPairing[];
  save: (pairings: StoredPairing[]) => Promise<void>;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let stored = [...options.stored];
  const pending = new Map<string, Pending>();

  const drop = (id: string) => pending.delete(id);
  const live = (id: string) => {
    const found = pending.get(id);
    if (found && found.expiresAt <= now()) drop(id);
    return pending.get(id) ?? null;
  };

  return {
    /** A new code to show the user, and the id the page confirms it under. */
    request(): { pairingId: string; code: string } {
      const oldest = pending.keys().next().value;
      if (pending.size >= PENDING_MAX && oldest) drop(oldest);
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      pending.set(id, { id, code, expiresAt: now() + PAIRING_CODE_MS, triesLeft: PAIRING_TRIES });
      return { pairingId: id, code };
    },

    /** The code typed for a pairing: a secret when right; the third wrong try drops it. */
    async confirm(pairingId: string, code: string): Promise<PairingAnswer> {
      const found = live(pairingId);
      if (!found) return { kind: 'unknown' };
      if (!sameText(found.code, code)) {
        found.triesLeft -= 1;
        if (found.triesLeft <= 0) drop(pairingId);
        return { kind: 'wrong', triesLeft: found.triesLeft };
      }
      drop(pairingId);
      const secret = randomBytes(32).toString('base64url');
      const pairing = {
        origin: options.origin,
        secretHash: hashOf(secret),
        createdAt: new Date(now()).toISOString(),
      };
      stored = [...stored, pairing];
      await options.save(stored);
      return { kind: 'granted', secret };
    },

    /** Whether a bearer is the secret of a pairing with this origin. */
    isPaired(secret: string | null): boolean {
      if (!secret) return false;
      const hash = hashOf(secret);
      return stored.some(
        (pairing) => pairing.origin === options.origin && sameText(pairing.secretHash, hash),
      );
    },
  };
}

export type Pairings = ReturnType<typeof createPairings>;

import { createHash } from 'node:crypto';
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import type { KV } from '@nats-io/kv';
import type { Reservations } from './event-store.ts';

/** Names may hold any character; KV keys may not, so the key is a hash of scope and name. */
export function reservationKey(scope: string, key: string): string {
  return createHash('sha256').update(`${scope}\u0000${key}`).digest('hex');
}

export function isWrongLastSequence(error: unknown): boolean {
  return (
    error instanceof JetStreamApiError &&
    (error.code === JetStreamApiCodes.StreamWrongLastSequence ||
      error.code === JetStreamApiCodes.StreamWrongLastSequenceUnknown)
  );
}

async function currentOwner(kv: KV, hashed: string): Promise<string | null> {
  const entry = await kv.get(hashed);
  return entry?.operation === 'PUT' ? entry.string() : null;
}

/** Reservations in a KV bucket: `create` succeeds for one owner only. */
export function createKvReservations(kv: KV): Reservations {
  return {
    async reserve(scope, key, owner) {
      const hashed = reservationKey(scope, key);
      // A release between our failed create and the read leaves no owner: try the create again.
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await kv.create(hashed, owner);
          return true;
        } catch (error) {
          if (!isWrongLastSequence(error)) throw error;
        }
        const holder = await currentOwner(kv, hashed);
        if (holder !== null) return holder === owner;
      }
      return false;
    },
    async release(scope, key, owner) {
      const hashed = reservationKey(scope, key);
      const entry = await kv.get(hashed);
      if (entry?.operation !== 'PUT' || entry.string() !== owner) return;
      try {
        await kv.delete(hashed, { previousSeq: entry.revision });
      } catch (error) {
        // Someone else changed the key since we read it: it is no longer ours to release.
        if (!isWrongLastSequence(error)) throw error;
      }
    },
  };
}

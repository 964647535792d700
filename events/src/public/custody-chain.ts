import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { EventMeta } from '../envelope.ts';
import { cloudEventType, type RushesCloudEvent } from './cloud-event.ts';
import { publicCatalogue } from './index.ts';

/**
 * A project's chain of custody (decision 0119): each of its public events, as the CloudEvent it
 * was when chained, hashed with the hash before it, so that changing, dropping or reordering any
 * of them changes every hash after it.
 */

/** The hash before a project's first event: 32 zero bytes, as hex. */
export const genesisHash = '0'.repeat(64);

/** The CloudEvents extension attribute an export carries each event's chain hash in. */
export const chainHashAttribute = 'rusheschainhash';

/** RFC 8785 (JSON Canonicalization Scheme): the one text of a JSON value, whatever its key order. */
export function canonicalForm(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('no JSON form');
  return text;
}

/**
 * `SHA-256(previous hash's 32 bytes ‖ UTF-8 of the event's canonical form)`, as lowercase hex: an
 * auditor recomputes it from an export with nothing but the events in order.
 */
export function chainHash(previousHash: string, event: RushesCloudEvent): string {
  if (!/^[0-9a-f]{64}$/.test(previousHash)) throw new Error('a chain hash is 64 hex digits');
  return createHash('sha256')
    .update(Buffer.from(previousHash, 'hex'))
    .update(canonicalForm(event), 'utf8')
    .digest('hex');
}

/** `io.rushes.<name>.v<version>` split; null for any other type. */
function typeParts(type: string): { name: string; version: number } | null {
  const match = /^io\.rushes\.(.+)\.v(\d+)$/.exec(type);
  return match?.[1] ? { name: match[1], version: Number(match[2]) } : null;
}

/**
 * A chained event as the log gives it today: its data read through the public upcasters to the
 * newest public version (a later version of a public event keeps the chain, whose events stay as
 * they were), and without `source`, the deployment's address, which may change.
 */
function asNow(event: RushesCloudEvent, events: Catalogue): Omit<RushesCloudEvent, 'source'> {
  const { source: _source, ...rest } = event;
  const parts = typeParts(event.type);
  const definition = events.definitions.find((known) => known.type === parts?.name);
  if (!parts || !definition || definition.latest === parts.version) return rest;
  // Public upcasters read the data alone; the decision's time is all a chained event keeps of it.
  const meta = { at: event.time } as EventMeta;
  const data = definition.read(parts.version, event.data, meta);
  return { ...rest, type: cloudEventType(parts.name, definition.latest), data };
}

/**
 * Whether the event chained (`chained`) is the one the log gives now (`fromLog`); `events` are
 * the public event types with their versions.
 */
export const sameEvent = (
  chained: RushesCloudEvent,
  fromLog: RushesCloudEvent,
  events: Catalogue = publicCatalogue.events,
): boolean => canonicalForm(asNow(chained, events)) === canonicalForm(asNow(fromLog, events));

import type { EventStore, RushesCloudEvent } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { beginning, isAfter, parsePosition } from '../event-feed/feed-position.ts';
import { createFeedReader } from '../event-feed/feed-reader.ts';
import { type BreakReason, type ChainHead, chainStart, checkLink } from './chain-links.ts';
import { chainLengths, linkAt, linksOf, linksOfEvents, readCursor } from './custody.queries.ts';

/** Where a project's chain first fails to hold. */
export interface ChainBreak {
  /** The link's position in the chain (from 1). */
  position: number;
  /** The event there: the chained one's id, or the log's where the chain has none. */
  eventId: string;
  reason: BreakReason;
}

/** A project's chain checked against the log: intact, or its first break. */
export interface ChainCheck {
  projectId: string;
  /** The links of its chain. */
  length: number;
  broken: ChainBreak | null;
}

const eventsPerRead = 1000;
const everywhere = { workspaceId: null };

/** What the check knows of one project as it goes: its chain so far, or where it broke. */
interface Walk {
  head: ChainHead;
  broken: ChainBreak | null;
}

/**
 * Checks the chains of custody (every project's, or `projectId`'s) against the log as the feed
 * reads it now, up to where the chain has read: each event of a project must be the one chained
 * at its place, every link's hash must hold, and no chained event may be missing from the log.
 * Reads the whole log once.
 */
export async function verifyCustody(
  { store, db }: { store: EventStore; db: Kysely<Database> },
  { projectId = null }: { projectId?: string | null } = {},
): Promise<ChainCheck[]> {
  // The deployment's address is no part of what is compared (`sameEvent`).
  const reader = createFeedReader({ store, db, source: 'urn:rushes' });
  const upTo = await readCursor(db);
  const walks = new Map<string, Walk>();
  const walkOf = (project: string) => {
    const known = walks.get(project);
    if (known) return known;
    const walk: Walk = { head: chainStart, broken: null };
    walks.set(project, walk);
    return walk;
  };
  const ours = (event: RushesCloudEvent) =>
    event.rushesproject !== undefined && (projectId === null || event.rushesproject === projectId);

  let after = beginning;
  while (isAfter(upTo, after)) {
    const page = await reader.readPage({
      after,
      limit: eventsPerRead,
      types: null,
      reach: everywhere,
    });
    const chained = page.events.filter((event) => {
      const position = parsePosition(event.id);
      return position !== null && !isAfter(position, upTo) && ours(event);
    });
    const links = await linksOfEvents(
      db,
      chained.map((event) => event.id),
    );
    for (const event of chained) {
      const walk = walkOf(event.rushesproject ?? '');
      if (walk.broken) continue;
      const link = links.get(event.id);
      const reason = checkLink(walk.head, link, event);
      const position = walk.head.position + 1;
      if (reason) walk.broken = { position, eventId: link?.eventId ?? event.id, reason };
      else if (link) walk.head = { position, hash: link.hash };
    }
    if (page.caughtUp || !isAfter(page.next, after)) break;
    after = page.next;
  }
  return finish(db, walks, projectId);
}

/**
 * The checks, once the log is read: a chain longer than what the log still gives breaks at its
 * first link left over; a break names the event chained at its place where there is one.
 */
async function finish(db: Kysely<Database>, walks: Map<string, Walk>, projectId: string | null) {
  const lengths = await chainLengths(db, projectId);
  const projects = new Set([...walks.keys(), ...lengths.keys()]);
  if (projectId !== null) projects.add(projectId);
  const checks: ChainCheck[] = [];
  for (const project of [...projects].sort()) {
    const walk = walks.get(project) ?? { head: chainStart, broken: null };
    const length = lengths.get(project) ?? 0;
    let broken = walk.broken;
    if (!broken && length > walk.head.position) {
      // Chained, and no longer given by the log (or the link there is gone: the chain altered).
      const [left] = await linksOf(db, project, {
        from: walk.head.position,
        limit: 1,
        order: 'asc',
      });
      const position = walk.head.position + 1;
      const reason = left?.position === position ? 'EVENT_MISSING' : 'CHAIN_ALTERED';
      broken = { position, eventId: left?.eventId ?? '', reason };
    } else if (broken?.reason === 'EVENT_MISSING') {
      const chained = await linkAt(db, project, broken.position);
      if (chained) broken = { ...broken, eventId: chained.eventId };
    }
    checks.push({ projectId: project, length, broken });
  }
  return checks;
}

import {
  type EventStore,
  type PublicLogEvent,
  publicEventsOf,
  type RushesCloudEvent,
  readCheckpoint,
  scopeOf,
  toCloudEvent,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { eventScopesProjection } from './event-scope.projection.ts';
import { loadScopes } from './event-scope.queries.ts';
import { type FeedPosition, isAfter, type TypeFilter } from './feed-position.ts';

/** Whose events a reader may see: one workspace's, or the whole deployment's (`null`). */
export interface FeedReach {
  workspaceId: string | null;
}

export interface FeedRequest {
  after: FeedPosition;
  limit: number;
  types: TypeFilter | null;
  reach: FeedReach;
  /** The last commit to read, when the caller's own read models must have seen it too. */
  until?: number;
}

export interface FeedPage {
  events: RushesCloudEvent[];
  /** Where the next page starts: the last event given or passed over. */
  next: FeedPosition;
  /** True when nothing the read model has seen is left after `next`. */
  caughtUp: boolean;
}

/** Commits read from the log at a time. */
const commitsPerRead = 500;
/** Commits one page looks through at most, so a sparse reach still answers quickly. */
const commitsPerPage = 20_000;

/**
 * Pages of the public feed, read from the log itself (on JetStream, an ordered consumer per read)
 * and scoped by the `event-scopes` read model: never past its checkpoint, so every event's
 * workspace is known when it is given out.
 */
export function createFeedReader(deps: {
  store: EventStore;
  db: Kysely<Database>;
  /** The CloudEvents `source`: the deployment's public URL. */
  source: string;
}) {
  const { store, db, source } = deps;

  /** A batch's events in reach, as CloudEvents; the lookups read once for the whole batch. */
  async function inReach(events: PublicLogEvent[], reach: FeedReach) {
    if (events.length === 0) return [];
    const scopesAt = await loadScopes(db, events);
    return events.flatMap((event) => {
      const { owner, subject } = event.presented;
      const scope = scopeOf(owner, subject, scopesAt(event.seq));
      if (reach.workspaceId !== null && scope.workspaceId !== reach.workspaceId) return [];
      return [{ at: event, cloudEvent: toCloudEvent(event, { source, scope }) }];
    });
  }

  return {
    async readPage({ after, limit, types, reach, until }: FeedRequest): Promise<FeedPage> {
      const checkpoint = await readCheckpoint(db, eventScopesProjection.name);
      const upTo = until === undefined ? checkpoint : Math.min(until, checkpoint);
      const page: RushesCloudEvent[] = [];
      let next = after;
      let looked = 0;
      // The commit `after` names may have events left: it is read again, its given ones skipped.
      let readFrom = Math.max(0, after.seq - 1);
      while (page.length < limit && readFrom < upTo && looked < commitsPerPage) {
        // A commit holds one event or more: never more commits than events still wanted.
        const wanted = Math.min(commitsPerRead, upTo - readFrom, limit - page.length);
        const commits = await store.readAll(readFrom, wanted);
        if (commits.length === 0) break;
        looked += commits.length;
        readFrom = commits.at(-1)?.seq ?? readFrom;
        const candidates = commits.flatMap((commit) => {
          const last = { seq: commit.seq, index: commit.events.length - 1 };
          if (isAfter(last, next)) next = last;
          return publicEventsOf(commit).filter(
            (event) =>
              isAfter(event, after) &&
              (types === null || types(event.presented.type, event.presented.version)),
          );
        });
        const found = await inReach(candidates, reach);
        const room = limit - page.length;
        page.push(...found.slice(0, room).map(({ cloudEvent }) => cloudEvent));
        const lastGiven = found[room - 1];
        if (found.length > room && lastGiven) {
          // Stopped inside the batch: the next page starts after the last event given.
          const { seq, index } = lastGiven.at;
          return { events: page, next: { seq, index }, caughtUp: false };
        }
      }
      return { events: page, next, caughtUp: next.seq >= upTo };
    },
  };
}

export type FeedReader = ReturnType<typeof createFeedReader>;

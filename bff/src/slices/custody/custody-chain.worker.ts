import { setTimeout as sleep } from 'node:timers/promises';
import { advanceCheckpoint, readCheckpoint } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import type { Services } from '../../services.ts';
import { eventScopesProjection } from '../event-feed/event-scope.projection.ts';
import type { FeedReader } from '../event-feed/feed-reader.ts';
import { extendChains } from './chain-links.ts';
import { CursorMoved, chainHeads, insertLinks, moveCursor, readCursor } from './custody.queries.ts';

/**
 * The name of the chain's checkpoint in `projection_checkpoint`: the last commit of the log it
 * has chained whole, for those who wait for it (`checkpoints.waitFor`).
 */
export const CUSTODY_CHAIN = 'custody-chain';
/** Public events read at a time. */
const eventsPerBatch = 1000;
/** How long a quiet writer waits for new events before looking again anyway. */
const idleMs = 15_000;
/** How often a BFF standing by tries to become the writer, and the pause after a failure. */
const standbyMs = 5000;
const everywhere = { workspaceId: null };

/**
 * Chains the public events of the log after the stored cursor: reads them through the feed
 * (outside any transaction, so no reader of the log waits for it), then appends each project's
 * to its chain and moves the cursor in one short transaction. Answers the page read.
 */
export async function chainNext(services: Services, reader: FeedReader) {
  const { db } = services;
  const after = await readCursor(db);
  const page = await reader.readPage({
    after,
    limit: eventsPerBatch,
    types: null,
    reach: everywhere,
  });
  if (page.next.seq === after.seq && page.next.index === after.index) return page;
  await db.transaction().execute(async (trx) => {
    await moveCursor(trx, after, page.next);
    const projects = [...new Set(page.events.flatMap((event) => event.rushesproject ?? []))];
    await insertLinks(trx, extendChains(await chainHeads(trx, projects), page.events));
    // A full page may end inside a commit: only the commits before it are chained whole.
    const whole = page.events.length < eventsPerBatch ? page.next.seq : page.next.seq - 1;
    const from = await readCheckpoint<Database>(trx, CUSTODY_CHAIN);
    if (whole > from) await advanceCheckpoint<Database>(trx, CUSTODY_CHAIN, from, whole);
  });
  return page;
}

/** Runs `work` while this BFF holds the chain's advisory lock; false when another BFF does. */
async function asTheWriter(db: Kysely<Database>, work: () => Promise<void>): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_lock(hashtext('rushes.custody-chain')) AS locked
    `.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('rushes.custody-chain'))`.execute(connection);
    }
  });
}

/**
 * The chain of custody's writer (decision 0119), run by every BFF: the one holding the advisory
 * lock chains, the others stand by. The writer follows the feed (never past the `event-scopes`
 * read model) and sleeps until that read model moves. Should two ever write, the cursor's check
 * lets one batch through and the other is read again.
 */
export function startCustodyChain(services: Services, reader: FeedReader) {
  const stopping = new AbortController();
  const stopped = stopping.signal;
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopped }).catch(() => {});
  const write = async () => {
    while (!stopped.aborted) {
      const page = await chainNext(services, reader);
      if (!page.caughtUp) continue;
      const scopes = [eventScopesProjection.name];
      await Promise.race([
        services.checkpoints.waitFor(scopes, page.next.seq + 1, idleMs),
        pause(idleMs),
      ]);
    }
  };
  const run = async () => {
    while (!stopped.aborted) {
      try {
        if (!(await asTheWriter(services.db, write))) await pause(standbyMs);
      } catch (error) {
        if (stopped.aborted) return;
        if (!(error instanceof CursorMoved)) {
          services.logger.error({ err: error }, 'the chain of custody stopped; it goes on soon');
        }
        await pause(standbyMs);
      }
    }
  };
  const running = run();
  return {
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

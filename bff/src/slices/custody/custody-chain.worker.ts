import { setTimeout as sleep } from 'node:timers/promises';
import { advanceCheckpoint, readCheckpoint } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { sql } from 'kysely';
import type { Services } from '../../services.ts';
import { eventScopesProjection } from '../event-feed/event-scope.projection.ts';
import type { FeedReader } from '../event-feed/feed-reader.ts';
import { extendChains } from './chain-links.ts';
import { chainHeads, insertLinks, readCursor, writeCursor } from './custody.queries.ts';

/**
 * The name of the chain's checkpoint in `projection_checkpoint`: the last commit of the log it
 * has chained whole, for those who wait for it (`checkpoints.waitFor`).
 */
export const CUSTODY_CHAIN = 'custody-chain';
/** Public events read at a time. */
const eventsPerBatch = 1000;
/** How long a quiet worker waits for new events before looking again anyway. */
const idleMs = 15_000;
/** After a failure, or while another BFF writes. */
const retryMs = 1000;
const everywhere = { workspaceId: null };

/**
 * Chains the next public events of the log, if this BFF is the one writing (a transaction-scoped
 * advisory lock): reads them after the stored cursor through the feed, appends each project's to
 * its chain and moves the cursor, all in one transaction. Answers whether it caught up, and how
 * far it read, or 'busy' while another BFF writes.
 */
export async function chainNext(services: Services, reader: FeedReader) {
  return services.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(hashtext('rushes.custody-chain')) AS locked
    `.execute(trx);
    if (!rows[0]?.locked) return 'busy' as const;
    const after = await readCursor(trx);
    const page = await reader.readPage({
      after,
      limit: eventsPerBatch,
      types: null,
      reach: everywhere,
    });
    if (page.next.seq === after.seq && page.next.index === after.index) return page;
    const projects = [...new Set(page.events.flatMap((event) => event.rushesproject ?? []))];
    const links = extendChains(await chainHeads(trx, projects), page.events);
    await insertLinks(trx, links);
    await writeCursor(trx, page.next);
    // A full page may end inside a commit: only the commits before it are chained whole.
    const whole = page.events.length < eventsPerBatch ? page.next.seq : page.next.seq - 1;
    const from = await readCheckpoint<Database>(trx, CUSTODY_CHAIN);
    if (whole > from) await advanceCheckpoint<Database>(trx, CUSTODY_CHAIN, from, whole);
    return page;
  });
}

/**
 * The chain of custody's writer (decision 0119), run by every BFF: one at a time chains, the
 * others stand by. It follows the feed (never past the `event-scopes` read model) and sleeps
 * until that read model moves.
 */
export function startCustodyChain(services: Services, reader: FeedReader) {
  const stopping = new AbortController();
  const stopped = stopping.signal;
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopped }).catch(() => {});
  const run = async () => {
    while (!stopped.aborted) {
      try {
        const done = await chainNext(services, reader);
        if (done === 'busy') await pause(retryMs);
        else if (done.caughtUp) {
          const woken = services.checkpoints.waitFor(
            [eventScopesProjection.name],
            done.next.seq + 1,
            idleMs,
          );
          await Promise.race([woken, pause(idleMs)]);
        }
      } catch (error) {
        if (stopped.aborted) return;
        services.logger.error({ err: error }, 'the chain of custody stopped; it goes on in 1 s');
        await pause(retryMs);
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

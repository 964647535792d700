import {
  type DomainEvent,
  type ProjectedEvent,
  type Projection,
  type ProjectionRunner,
  startProjectionRunner,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Services } from '../services.ts';
import type { LiveTopic, Publication } from '../slice.ts';
import { publicationsOf } from './publications.ts';

/** The live publisher's checkpoint and advisory lock go by this name. */
export const LIVE_PUBLISHER = 'live';
const READ_MODEL_WAIT_MS = 10_000;

/** The topics with events in the batch, each with its own events. */
const topicsOf = (topics: readonly LiveTopic[], events: readonly DomainEvent[]) =>
  topics.flatMap((topic) => {
    const handled = events.filter((event) => topic.handles.includes(event.type));
    return handled.length > 0 ? [{ topic, events: handled }] : [];
  });

async function publishBatch(
  services: Services,
  topics: readonly LiveTopic[],
  batch: readonly ProjectedEvent[],
) {
  const seq = Math.max(...batch.map(({ commit }) => commit.seq));
  const touched = topicsOf(
    topics,
    batch.map(({ event }) => event),
  );
  const readModels = [...new Set(touched.flatMap(({ topic }) => topic.readModels))];
  if (!(await services.checkpoints.waitFor(readModels, seq, READ_MODEL_WAIT_MS))) {
    services.logger.warn(
      { seq, readModels },
      'live publisher: read models behind; publishing anyway',
    );
  }
  const lists: Publication[][] = await Promise.all(
    touched.map(({ topic, events }) => topic.publications(events, services.db)),
  );
  for (const { topic, payload } of publicationsOf(lists)) {
    await services.pubsub.publish(topic, payload);
  }
}

/**
 * A projection without tables: it publishes each batch's changes once the read models have
 * passed them, before its checkpoint commits (a batch that fails to commit is published again:
 * subscribers may hear of a change twice, never not at all).
 */
const liveProjection = (
  services: Services,
  topics: readonly LiveTopic[],
): Projection<Database> => ({
  name: LIVE_PUBLISHER,
  tables: [],
  handles: [...new Set(topics.flatMap((topic) => topic.handles))],
  applyBatch: (_trx, batch) => publishBatch(services, topics, batch),
});

/** A first start publishes from the log's head on: history is no news. */
async function startAtHead(services: Services): Promise<void> {
  const head = await services.store.headSeq();
  await sql`
    INSERT INTO projection_checkpoint (name, seq) VALUES (${LIVE_PUBLISHER}, ${head})
    ON CONFLICT (name) DO NOTHING
  `.execute(services.db);
}

/**
 * The one way subscriptions hear of changes: a single active runner across BFFs (the projection
 * runner's advisory lock and checkpoint) reads the log and turns the events of the slices' live
 * topics into publications on the shared emitter, so every BFF's subscribers hear each change.
 */
export function startLivePublisher(deps: {
  pool: pg.Pool;
  services: Services;
  topics: readonly LiveTopic[];
}): ProjectionRunner {
  const { pool, services, topics } = deps;
  let runner: ProjectionRunner | undefined;
  let stopped = false;
  const started = startAtHead(services).then(() => {
    if (stopped) return;
    const { db, store, catalogue, logger } = services;
    const projections = [liveProjection(services, topics)];
    runner = startProjectionRunner({ pool, db, store, catalogue, projections, logger });
  });
  started.catch((error: unknown) => services.logger.error({ err: error }, 'live publisher failed'));
  return {
    async stop() {
      stopped = true;
      await started.catch(() => {});
      await runner?.stop();
    },
  };
}

import {
  assetCreated,
  assetVersionAdded,
  type ProjectedEvent,
  type Projection,
  type ProjectionRunner,
  startProjectionRunner,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Services } from '../graphql/context.ts';
import { assetsProjection } from '../slices/assets/asset.projection.ts';
import { jobsProjection } from '../slices/jobs/job.projection.ts';
import { findJobsByIds } from '../slices/jobs/job.queries.ts';
import { jobIdsOf, publicationsOfBatch } from './live-publications.ts';

/** The live publisher's checkpoint and advisory lock go by this name. */
export const LIVE_PUBLISHER = 'live';
/** The read models a subscriber reads when it hears of a change. */
const READ_MODELS = [assetsProjection.name, jobsProjection.name];
const READ_MODEL_WAIT_MS = 10_000;

async function publishBatch(services: Services, events: readonly ProjectedEvent[]) {
  const seq = Math.max(...events.map(({ commit }) => commit.seq));
  if (!(await services.checkpoints.waitFor(READ_MODELS, seq, READ_MODEL_WAIT_MS))) {
    services.logger.warn({ seq }, 'live publisher: read models behind; publishing anyway');
  }
  const domainEvents = events.map(({ event }) => event);
  const jobIds = jobIdsOf(domainEvents);
  const jobs = jobIds.length > 0 ? await findJobsByIds(services.db, jobIds) : [];
  const places = new Map(jobs.map((job) => [job.id, job]));
  for (const { topic, payload } of publicationsOfBatch(domainEvents, places)) {
    await services.pubsub.publish(topic, payload);
  }
}

/**
 * A projection without tables: it publishes each batch's changes once the read models have
 * passed them, before its checkpoint commits (a batch that fails to commit is published again:
 * subscribers may hear of a change twice, never not at all).
 */
const liveProjection = (services: Services): Projection<Database> => ({
  name: LIVE_PUBLISHER,
  tables: [],
  handles: [assetCreated.type, assetVersionAdded.type, ...jobsProjection.handles].filter(
    (type, index, all) => all.indexOf(type) === index,
  ),
  applyBatch: (_trx, events) => publishBatch(services, events),
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
 * The live publisher: one active runner across BFFs (the projection runner's advisory lock and
 * checkpoint) turns asset and job events into `folderChanged` and `jobUpdated` publications on
 * the shared emitter, so every BFF's subscribers hear each change.
 */
export function startLivePublisher(deps: { pool: pg.Pool; services: Services }): ProjectionRunner {
  const { pool, services } = deps;
  let runner: ProjectionRunner | undefined;
  let stopped = false;
  const started = startAtHead(services).then(() => {
    if (stopped) return;
    const { db, store, catalogue, logger } = services;
    const projections = [liveProjection(services)];
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

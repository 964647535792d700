import {
  type Catalogue,
  type EventStore,
  type ProjectionLogger,
  type ProjectionRunner,
  startProjectionRunner,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { transferStatsProjection } from './transfer-stats.projection.ts';

export interface TransferStatsDeps {
  /** The read-model database (already migrated); the runner opens one extra connection on it. */
  pool: pg.Pool;
  db: Kysely<Database>;
  store: EventStore;
  catalogue: Catalogue;
  logger?: ProjectionLogger;
}

/**
 * Runs the transfer statistics projection: active here while this process holds its advisory
 * lock, standing by while another process does. The embedded launcher calls it in process.
 */
export function startTransferStats(deps: TransferStatsDeps): ProjectionRunner {
  return startProjectionRunner({ ...deps, projections: [transferStatsProjection] });
}

import { projectionsOf, slices } from '@rushes/bff';
import { type Catalogue, type EventStore, rebuildProjections } from '@rushes/events';
import { type Database, migrateToLatest } from '@rushes/migrations';
import { transferStatsProjection } from '@rushes/transfer-stats';
import type { Kysely } from 'kysely';
import type pg from 'pg';

/**
 * Every read model Rushes keeps, whichever process runs its projection: the BFF's and the
 * transfer statistics'. A process with a new projection adds it here, or the rebuild misses it.
 */
export const readModels = [...projectionsOf(slices), transferStatsProjection];

/**
 * Replays the whole log into fresh read-model tables (session tables are not read models and
 * stay). A projection another process is running is waited for, after `onBusy` says so.
 * Returns the last seq.
 */
export async function rebuildReadModels(adapters: {
  pool: pg.Pool;
  db: Kysely<Database>;
  store: EventStore;
  catalogue: Catalogue;
  onBusy?(projection: string): void;
}): Promise<number> {
  await migrateToLatest(adapters.db);
  return rebuildProjections({ ...adapters, projections: readModels });
}

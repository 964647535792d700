import { type Catalogue, type EventStore, rebuildProjections } from '@rushes/events';
import { type Database, migrateToLatest } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { readModelProjections } from './slices/index.ts';

/**
 * Replays the whole log into fresh read-model tables (the auth tables are not read models and
 * stay). Waits for running projection runners to let go of their locks. Returns the last seq.
 */
export async function rebuildReadModels(adapters: {
  pool: pg.Pool;
  db: Kysely<Database>;
  store: EventStore;
  catalogue: Catalogue;
}): Promise<number> {
  const { pool, db, store, catalogue } = adapters;
  await migrateToLatest(db);
  return rebuildProjections({ pool, db, store, catalogue, projections: readModelProjections });
}

import { type Catalogue, type EventStore, rebuildProjections } from '@rushes/events';
import { type Database, migrateToLatest } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { domainSlices, type SliceContract } from './slice-contract.ts';

/**
 * Replays the whole log into fresh read-model tables (the auth tables are not read models and
 * stay). Waits for running projection runners to let go of their locks. Returns the last seq.
 */
export async function rebuildReadModels(adapters: {
  pool: pg.Pool;
  db: Kysely<Database>;
  store: EventStore;
  catalogue: Catalogue;
  slices?: SliceContract;
}): Promise<number> {
  const { pool, db, store, catalogue } = adapters;
  await migrateToLatest(db);
  const projections = (adapters.slices ?? domainSlices).projections;
  return rebuildProjections({ pool, db, store, catalogue, projections });
}

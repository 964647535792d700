import { createDb, migrateToLatest } from '@rushes/migrations';
import { createTestDatabase } from '@rushes/testing';
import pg from 'pg';
import { inject } from 'vitest';
import { postgresSearchEngine } from './postgres-search.ts';
import { searchProjection } from './search.projection.ts';
import { searchEngineContract } from './search-engine.contract.ts';

searchEngineContract('PostgreSQL', async () => {
  const database = await createTestDatabase(inject('services').databaseUrl);
  const pool = new pg.Pool({ connectionString: database.url });
  const db = createDb(pool);
  await migrateToLatest(db);
  let seq = 0;
  return {
    engine: postgresSearchEngine(db),
    withCap: (cap) => postgresSearchEngine(db, { cap }),
    // as the projection runner applies a batch: in one transaction, in log order
    feed: (events) =>
      db.transaction().execute(async (trx) => {
        for (const { event, meta } of events) {
          if (!('apply' in searchProjection))
            throw new Error('the search projection applies events one by one');
          seq += 1;
          await searchProjection.apply(trx, event, { seq, stream: 'test', meta, events: [] });
        }
      }),
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
});

import { createDb, migrateToLatest } from '@rushes/migrations';
import { createTestDatabase } from '@rushes/testing';
import pg from 'pg';
import { inject } from 'vitest';
import { postgresSearchEngine } from './postgres-search.ts';
import { searchProjection } from './search.projection.ts';
import { searchEngineContract } from './search-engine.contract.ts';
import { pagingContract } from './search-paging.contract.ts';
import type { EngineUnderTest } from './search-world.fixture.ts';

/** The engine over a database of its own; capped, it reads `nearRead` assets by name first. */
async function start({ nearRead }: { nearRead?: number } = {}): Promise<EngineUnderTest> {
  const database = await createTestDatabase(inject('services').databaseUrl);
  const pool = new pg.Pool({ connectionString: database.url });
  const db = createDb(pool);
  await migrateToLatest(db);
  let seq = 0;
  return {
    engine: postgresSearchEngine(db),
    withCap: (cap) => postgresSearchEngine(db, { cap, nearRead }),
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
}

searchEngineContract('PostgreSQL', () => start());

// a capped group's rest where a few assets by name seldom hold a page: read from the reach's
// matches, page by page as the names allow
pagingContract('PostgreSQL reading eight assets by name first', () => start({ nearRead: 8 }));

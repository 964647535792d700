import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { EventStore } from '../store/event-store.ts';
import { applyBatch } from './apply-batch.ts';
import { deleteCheckpoints } from './checkpoint.queries.ts';
import type { Projection } from './projection.ts';
import { lockProjection, openLockConnection, tryLockProjection } from './projection-lock.ts';

export interface RebuildOptions<DB> {
  pool: pg.Pool;
  db: Kysely<DB>;
  store: EventStore;
  catalogue: Catalogue;
  projections: readonly Projection<DB>[];
  /** Commits read and applied per transaction (default 500). */
  batchSize?: number;
  /** Told of each projection another process is running, before waiting for it to stop. */
  onBusy?(projection: string): void;
}

async function emptyProjections<DB>(db: Kysely<DB>, projections: readonly Projection<DB>[]) {
  const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
  await db.transaction().execute(async (trx) => {
    if (tables.length > 0) {
      await sql`TRUNCATE ${sql.join(tables.map((table) => sql.table(table)))}`.execute(trx);
    }
    await deleteCheckpoints(
      trx,
      projections.map((projection) => projection.name),
    );
  });
}

/**
 * Empties the projections' tables and checkpoints and replays the whole log into them, holding
 * their advisory locks (so it first waits for any active runner to stop, telling `onBusy`). Batches commit as they
 * go: a rebuild cut short is finished by the runner from the checkpoints it left.
 * Returns the seq it replayed up to.
 */
export async function rebuildProjections<DB>(options: RebuildOptions<DB>): Promise<number> {
  const { projections, store } = options;
  const lock = await openLockConnection(options.pool);
  try {
    const names = projections.map((projection) => projection.name).sort();
    for (const name of names) {
      if (await tryLockProjection(lock.client, name)) continue;
      options.onBusy?.(name);
      await lockProjection(lock.client, name);
    }
    await emptyProjections(options.db, projections);
    let seq = 0;
    for (;;) {
      const commits = await store.readAll(seq, options.batchSize ?? 500);
      if (commits.length === 0) return seq;
      for (const projection of projections) await applyBatch(options, projection, seq, commits);
      seq = commits.at(-1)?.seq ?? seq;
      if (lock.lost.aborted) throw lock.lost.reason;
    }
  } finally {
    await lock.close();
  }
}

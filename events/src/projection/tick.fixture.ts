import { randomUUID } from 'node:crypto';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import { Type } from '@sinclair/typebox';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createCatalogue } from '../catalogue/catalogue.ts';
import { defineEvent } from '../catalogue/define-event.ts';
import type { EventMeta } from '../envelope.ts';
import type { EventStore } from '../store/event-store.ts';
import { createPostgresLogEventStore } from '../store/postgres-log.event-store.ts';
import type { Projection } from './projection.ts';

/** Test events: the projection counts ticks and ignores tocks. */
const tickHappened = defineEvent('tick.happened', {
  versions: { 1: Type.Object({ n: Type.Integer() }) },
});
const tockHappened = defineEvent('tock.happened', {
  versions: { 1: Type.Object({ n: Type.Integer() }) },
});
export const tickCatalogue = createCatalogue([tickHappened, tockHappened]);

/** The projections below write with raw SQL into tables named per test. */
export interface TickDb {
  tick: { n: number; seq: string };
}

/**
 * One row per tick, keyed by its number: applying an event twice fails on the primary key.
 * `beforeApply` lets a test hold the projection in the middle of a batch.
 */
export function tickProjection(
  name: string,
  table: string,
  beforeApply?: (n: number) => Promise<void>,
): Projection<TickDb> {
  return {
    name,
    tables: [table],
    handles: ['tick.happened'],
    async apply(trx, event, commit) {
      if (!tickHappened.is(event)) return;
      await beforeApply?.(event.data.n);
      await sql`INSERT INTO ${sql.table(table)} (n, seq) VALUES (${event.data.n}, ${commit.seq})`.execute(
        trx,
      );
    },
  };
}

export const testMeta = (): EventMeta => ({
  actor: { kind: 'system' },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  at: '2026-11-22T10:00:00.000Z',
  clientIp: null,
});

/** Appends ticks `from`…`from + count - 1`, two per commit, with a tock commit after every third. */
export async function appendTicks(store: EventStore, from: number, count: number): Promise<number> {
  let seq = 0;
  for (let n = from; n < from + count; n += 2) {
    const stream = `tick.${n % 3}`;
    const events = [n, n + 1]
      .filter((k) => k < from + count)
      .map((k) => ({ type: 'tick.happened', version: 1, data: { n: k } }));
    const expectedSeq = (await store.readStream(stream)).lastSeq;
    seq = (await store.append(stream, events, { expectedSeq, meta: testMeta() })).seq;
    if (n % 3 === 0) {
      const tock = [{ type: 'tock.happened', version: 1, data: { n } }];
      const tockSeq = (await store.readStream('tock.1')).lastSeq;
      seq = (await store.append('tock.1', tock, { expectedSeq: tockSeq, meta: testMeta() })).seq;
    }
  }
  return seq;
}

export interface TickSite {
  url: string;
  /** A pool of its own, as another process would have; `application_name` names it. */
  openPool(applicationName?: string): pg.Pool;
  openDb(pool: pg.Pool): Kysely<TickDb>;
  /** The PostgreSQL log `schema` in this database, on `pool`. */
  openStore(pool: pg.Pool, schema: string): Promise<EventStore>;
  createTickTable(table?: string): Promise<string>;
  ticks(table: string): Promise<{ n: number; seq: number }[]>;
  checkpoint(name: string): Promise<number | null>;
  /** Ends every backend connection of the pools opened with this name. */
  killConnections(applicationName: string): Promise<void>;
  admin: pg.Pool;
  close(): Promise<void>;
}

/** A database with the checkpoint table and a log schema, and pools that clean up after. */
export async function openTickSite(databaseUrl: string): Promise<TickSite> {
  const database = await createTestDatabase(databaseUrl);
  const pools: pg.Pool[] = [];
  const openPool = (applicationName = 'rushes-test') => {
    const pool = new pg.Pool({ connectionString: database.url, application_name: applicationName });
    // A killed connection errors on its client; the failing query reports it.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    pools.push(pool);
    return pool;
  };
  const admin = openPool('rushes-test-admin');
  // The same table as migrations/src/migrations/2026_11_22_0200_create_projection_checkpoint.ts.
  await admin.query(
    'CREATE TABLE projection_checkpoint (name text PRIMARY KEY, seq bigint NOT NULL)',
  );
  return {
    url: database.url,
    admin,
    openPool,
    openDb: (pool) =>
      new Kysely<TickDb>({
        dialect: new PostgresDialect({ pool }),
        plugins: [new CamelCasePlugin()],
      }),
    openStore: (pool, schema) => createPostgresLogEventStore({ pool, schema }),
    async createTickTable(table = uniqueName('tick')) {
      await admin.query(`CREATE TABLE ${table} (n integer PRIMARY KEY, seq bigint NOT NULL)`);
      return table;
    },
    async ticks(table) {
      const { rows } = await admin.query(`SELECT n, seq::int AS seq FROM ${table} ORDER BY n`);
      return rows;
    },
    async checkpoint(name) {
      const { rows } = await admin.query(
        'SELECT seq::int AS seq FROM projection_checkpoint WHERE name = $1',
        [name],
      );
      return rows[0]?.seq ?? null;
    },
    async killConnections(applicationName) {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      );
    },
    async close() {
      await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
      await database.drop();
    },
  };
}

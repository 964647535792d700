import { createTestDatabase } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, migrateToLatest } from './index.ts';

describe('migrateToLatest', () => {
  const { databaseUrl } = inject('services');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase(databaseUrl);
    pool = new pg.Pool({ connectionString: database.url });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('applies every migration once, in name order', async () => {
    const db = createDb(pool);
    const first = await migrateToLatest(db);
    const names = first.map((result) => result.migrationName);
    expect(names[0]).toBe('2026_11_22_0200_create_projection_checkpoint');
    expect(names).toEqual([...names].sort());
    expect(first.every((result) => result.status === 'Success')).toBe(true);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('gives camelCase access to the snake_case tables', async () => {
    const db = createDb(pool);
    await db.insertInto('projectionCheckpoint').values({ name: 'folder_tree', seq: 42 }).execute();
    const row = await db.selectFrom('projectionCheckpoint').selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'folder_tree', seq: '42' });
  });

  it('lets a database it cannot reach through as it is, not as a failed migration', async () => {
    const unreachable = new pg.Pool({ connectionString: 'postgres://rushes@127.0.0.1:1/rushes' });
    await expect(migrateToLatest(createDb(unreachable))).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    await unreachable.end();
  });
});

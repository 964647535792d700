import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresLogEventStore, type EventStore } from '@rushes/events';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

/** What a media test transcodes against: a log on PostgreSQL, local-disk storage, a folder. */
export interface MediaWorld {
  store: EventStore;
  storage: ObjectStorage;
  folder: string;
}

/**
 * The real log and storage for a file's media tests, made before them and taken away after;
 * read its fields inside the tests (they are set by then).
 */
export function mediaWorld(name: string): MediaWorld {
  const world = {} as MediaWorld;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase(inject('services').databaseUrl);
    pool = new pg.Pool({ connectionString: database.url });
    pool.on('error', () => {});
    world.store = await createPostgresLogEventStore({ pool, schema: uniqueName('log') });
    world.folder = await mkdtemp(join(tmpdir(), `transcoder-${name}-`));
    world.storage = createLocalDiskStorage({
      root: join(world.folder, 'storage'),
      publicBaseUrl: '',
      signingSecret: 'test-secret',
    });
  });
  afterAll(async () => {
    await world.store?.close();
    await pool?.end();
    await database?.drop();
    if (world.folder) await rm(world.folder, { recursive: true, force: true });
  });
  return world;
}

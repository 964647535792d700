import { join } from 'node:path';
import { createPostgresLogEventStore } from '@rushes/events';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { createTestDatabase } from '@rushes/testing';
import mqemitter from 'mqemitter';
import { type Gql, signIn } from './bench-api.ts';
import { startBenchBff } from './bench-bff.ts';
import { startLoopbackS3 } from './loopback-s3rver.ts';

/** A signed-in bench app: its address, GraphQL as its admin, and its database's URL. */
export interface BenchApp {
  origin: string;
  gql: Gql;
  databaseUrl: string;
}

/**
 * An app as `npm start` starts it (`startBff`, the PostgreSQL log store, in-process fan-out) on
 * `storage` and a database of its own, signed in for `run`; closed and dropped after it. With
 * `webDist` it serves that built web app too (benches in a browser).
 */
export async function withBenchApp<T>(
  databaseUrl: string,
  storage: ObjectStorage,
  run: (app: BenchApp) => Promise<T>,
  options: { webDist?: string } = {},
): Promise<T> {
  const database = await createTestDatabase(databaseUrl);
  try {
    const bff = await startBenchBff({
      ...{ databaseUrl: database.url, storage, emitter: mqemitter(), ...options },
      openStore: (pool) => createPostgresLogEventStore({ pool }),
    });
    try {
      const { gql } = await signIn(bff.origin);
      return await run({ origin: bff.origin, gql, databaseUrl: database.url });
    } finally {
      await bff.close();
    }
  } finally {
    await database.drop();
  }
}

/**
 * Measures on local disk (in `dir`) unless `which` is `s3`, and on S3 (s3rver on loopback) unless
 * it is `local`; the rows of each, in that order.
 */
export async function onStorages(
  which: string,
  dir: string,
  measure: (name: string, storage: ObjectStorage) => Promise<string[][]>,
): Promise<string[][]> {
  const rows: string[][] = [];
  if (which !== 's3') {
    const storage = createLocalDiskStorage({
      ...{ root: join(dir, 'storage'), publicBaseUrl: '' },
      signingSecret: 'a-bench-storage-secret',
    });
    rows.push(...(await measure('local disk', storage)));
  }
  if (which !== 'local') {
    const s3 = await startLoopbackS3();
    try {
      rows.push(...(await measure('S3 (s3rver)', s3.storage)));
    } finally {
      await s3.close();
    }
  }
  return rows;
}

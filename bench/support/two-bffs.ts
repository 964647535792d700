import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStreamEventStore } from '@rushes/events';
import { createLocalDiskStorage } from '@rushes/storage';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import mqemitterRedis from 'mqemitter-redis';
import {
  type FinalizedUpload,
  finalizeUploadMutation,
  type Gql,
  type StartedUpload,
  startUploadMutation,
} from './bench-api.ts';
import { type BenchBff, startBenchBff } from './bench-bff.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function deleteStreams(...names: string[]) {
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await Promise.all(names.map((name) => jsm.streams.delete(name).catch(() => false)));
  await nc.close();
}

/**
 * Two BFFs as in deploy/, both `startBff` apps on free loopback ports in this process: one
 * database, the JetStream log, a Redis emitter each, one local-disk storage in a temp folder.
 * Everything is removed once `run` is done: databases, stream, bucket and temp folder.
 */
export async function withTwoBffs<T>(run: (a: BenchBff, b: BenchBff) => Promise<T>): Promise<T> {
  const streamName = uniqueName('BENCH_LIVE');
  const subjectPrefix = uniqueName('bench_ev');
  const kvBucket = uniqueName('bench_names');
  const database = await createTestDatabase(databaseUrl);
  const storageRoot = await mkdtemp(join(tmpdir(), 'rushes-live-bench-'));
  const storage = createLocalDiskStorage({
    ...{ root: storageRoot, publicBaseUrl: '' },
    signingSecret: 'a-bench-storage-secret',
  });
  const bff = () =>
    startBenchBff({
      ...{ databaseUrl: database.url, storage },
      emitter: mqemitterRedis({ connectionString: redisUrl }),
      openStore: () =>
        connectJetStreamEventStore({ servers: natsUrl, streamName, subjectPrefix, kvBucket }),
    });
  const apps: BenchBff[] = [];
  try {
    const a = await bff();
    apps.push(a);
    const b = await bff();
    apps.push(b);
    return await run(a, b);
  } finally {
    for (const app of apps.reverse()) await app.close();
    await database.drop();
    await rm(storageRoot, { recursive: true, force: true });
    await deleteStreams(streamName, `KV_${kvBucket}`);
  }
}

/** A 5-byte text file uploaded through the app; its asset and version ids. */
export async function uploadTinyFile(gql: Gql, origin: string, folderId: string) {
  const bytes = Buffer.from('notes');
  const input = { folderId, filename: 'notes.txt', size: bytes.length, contentType: 'text/plain' };
  const { startUpload } = await gql<{ startUpload: { upload: StartedUpload } }>(
    startUploadMutation,
    { input },
  );
  const { id, urls } = startUpload.upload;
  const response = await fetch(new URL(urls[0] ?? '', origin), { method: 'PUT', body: bytes });
  const etag = response.headers.get('etag');
  if (!response.ok || !etag) throw new Error(`part PUT answered ${response.status}`);
  const { finalizeUpload } = await gql<{ finalizeUpload: FinalizedUpload }>(
    finalizeUploadMutation,
    { input: { uploadId: id, parts: [{ partNumber: 1, etag }] } },
  );
  return { assetId: finalizeUpload.asset.id, versionId: finalizeUpload.version.id };
}

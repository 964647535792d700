import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { freeLoopbackPort, natsNames } from '@rushes/runtime';
import { createTestDatabase, runToExit, uniqueName } from '@rushes/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const { databaseUrl, natsUrl, redisUrl } = inject('services');
const refused = 'connection refused (is it running, on that address?)';
const prefix = uniqueName('bff-start').replaceAll('_', '-');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let env: Record<string, string>;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase(databaseUrl);
  // Its outbox's folder, which the start checks (and creates) first.
  dataDir = await mkdtemp(join(tmpdir(), 'rushes-bff-start-'));
  env = {
    RUSHES_DATA_DIR: dataDir,
    ...{ DATABASE_URL: database.url, NATS_URL: natsUrl, REDIS_URL: redisUrl },
    ...{
      RUSHES_NATS_PREFIX: prefix,
      RUSHES_JWT_SECRET: 'a-start-test-secret-long-enough-0123456789',
      RUSHES_SECRETS_KEY: 'a-start-test-sealing-key-long-enough-0123456789',
    },
    ...{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' },
  };
});

afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  const { log } = natsNames(prefix);
  for (const stream of [log.streamName, `KV_${log.kvBucket}`]) {
    await jsm.streams.delete(stream).catch(() => false);
  }
  await nc.close();
});

describe('npm run start:bff', () => {
  it('refuses to keep media on its own disk: other BFFs and transcoders could not read it', async () => {
    const { S3_BUCKET: _, ...withoutBucket } = env;
    const exit = await runToExit(main, withoutBucket);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      'S3_BUCKET is required in distributed mode (every BFF and transcoder reads and writes ' +
        'the same media)\n',
    );
  });

  it('names Redis and its address when it does not answer', async () => {
    const redis = `redis://:pw@127.0.0.1:${await freeLoopbackPort()}`;
    const exit = await runToExit(main, { ...env, REDIS_URL: redis });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      `Cannot connect to Redis at ${redis.replace(':pw@', ':***@')} (REDIS_URL): ${refused}\n`,
    );
  });

  it('names the S3 endpoint and bucket when it does not answer', async () => {
    const s3 = `http://127.0.0.1:${await freeLoopbackPort()}`;
    const exit = await runToExit(main, { ...env, S3_ENDPOINT: s3 });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      `Cannot connect to S3 at ${s3} (bucket media) (S3_ENDPOINT): ${refused}\n`,
    );
  });
});

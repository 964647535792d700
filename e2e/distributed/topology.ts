import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { freeLoopbackPort, natsNames } from '@rushes/runtime';
import { startS3rver } from '@rushes/storage/s3rver';
import { createTestDatabase, startTestServices, uniqueName } from '@rushes/testing';
import { admin } from '../fixtures.ts';
import { type NpmProcess, startNpmScript } from './npm-process.ts';

/** Signs every BFF's access tokens: one secret for the deployment. */
const secret = randomBytes(32).toString('hex');

/** The distributed deployment of the README's quick start, on this machine, for one test run. */
export interface Topology {
  /** The two BFFs' origins, `http://127.0.0.1:<port>`: a browser opens either. */
  bffs: [string, string];
  /** S3 (s3rver) on an origin of its own. */
  storage: string;
  /** Every process's last output, for a failure's report. */
  output(): string;
  /** Stops the processes, then removes the run's database, NATS stream and bucket, and S3. */
  stop(): Promise<void>;
}

/** Deletes what the run's prefix named in NATS: the log's stream and the names' bucket. */
async function removeNatsNames(natsUrl: string, prefix: string): Promise<void> {
  const { log } = natsNames(prefix);
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  for (const stream of [log.streamName, `KV_${log.kvBucket}`]) {
    await jsm.streams.delete(stream).catch(() => false);
  }
  await nc.close();
}

/**
 * PostgreSQL, NATS and Redis (the machine's when DATABASE_URL, NATS_URL and REDIS_URL are set,
 * private ones otherwise) with a fresh database and NATS prefix; s3rver on its own port; then,
 * each by its npm script, BFF A, BFF B, a transcoder and the transfer statistics.
 */
export async function startTopology(): Promise<Topology> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const processes: NpmProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    for (const cleanup of [...cleanups].reverse()) await cleanup();
  };
  try {
    const { services, stop: stopServices } = await startTestServices();
    cleanups.push(stopServices);
    const database = await createTestDatabase(services.databaseUrl);
    cleanups.push(database.drop);
    const prefix = uniqueName('e2e').replaceAll('_', '-');
    cleanups.push(() => removeNatsNames(services.natsUrl, prefix));
    const bucket = 'rushes-e2e';
    const s3 = await startS3rver(bucket);
    cleanups.push(s3.close);
    const workDir = await mkdtemp(join(tmpdir(), 'rushes-e2e-transcoder-'));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));

    const shared = {
      ...{ DATABASE_URL: database.url, NATS_URL: services.natsUrl, REDIS_URL: services.redisUrl },
      RUSHES_NATS_PREFIX: prefix,
      ...{ S3_ENDPOINT: s3.endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1' },
      ...{
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
      LOG_LEVEL: 'info',
    };
    const bffEnv = (port: number) => ({
      ...shared,
      ...{ PORT: String(port), HOST: '127.0.0.1', RUSHES_PUBLIC_URL: `http://127.0.0.1:${port}` },
      RUSHES_JWT_SECRET: secret,
      RUSHES_SECRETS_KEY: `${secret}-sealing`,
      ...{ RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password },
      // Every test signs in from the same address; the default limit (10 a minute) is for people.
      RUSHES_LOGIN_RATE_LIMIT: '1000',
      // no note about the journey's uploads may land among the mails it reads
      RUSHES_NOTICE_DELAY: '86400',
    });
    const start = (name: string, script: string, env: NodeJS.ProcessEnv) => {
      const started = startNpmScript(name, script, env);
      processes.push(started);
      return started;
    };

    const [portA, portB] = [await freeLoopbackPort(), await freeLoopbackPort()];
    const bffs: [string, string] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    // A first, alone: it migrates the database and creates the first superuser.
    await start('bff-a', 'start:bff', bffEnv(portA)).ready(bffs[0]);
    const bffB = start('bff-b', 'start:bff', bffEnv(portB));
    // The services serve no HTTP to wait for: a job waits in the log until a transcoder takes it.
    start('transcoder', 'start:transcoder', { ...shared, RUSHES_TRANSCODER_WORK_DIR: workDir });
    start('transfer-stats', 'start:transfer-stats', shared);
    await bffB.ready(bffs[1]);
    const output = () => processes.map((p) => p.output()).join('\n');
    return { bffs, storage: s3.endpoint, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

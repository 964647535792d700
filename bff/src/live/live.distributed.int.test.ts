import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStreamEventStore, type EventStore } from '@rushes/events';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { uniqueName } from '@rushes/testing';
import type { MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromGlobalId } from '../graphql/global-id.ts';
import { closeEmitter } from '../shutdown.ts';
import { appendJobEvents, jobEvents } from '../slices/jobs/transcoder.fixture.ts';
import type { GraphQLAnswer } from '../slices/test-bff.fixture.ts';
import { createProject, type UploadTarget, uploadFile } from '../slices/uploads/upload.fixture.ts';
import { admin, login, startTestApp, type TestApp, testSecret } from '../test-app.fixture.ts';
import { LIVE_PUBLISHER } from './live.publisher.ts';
import { openSubscriptions } from './subscription.fixture.ts';

// Two BFFs as in deploy/: one JetStream log, one PostgreSQL, Redis between them, one storage.
const { natsUrl, redisUrl } = inject('services');
const streamName = uniqueName('EVENTS');
const kvBucket = uniqueName('names');
const subjectPrefix = uniqueName('ev');
const env = { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password };

const stores: EventStore[] = [];
const emitters: MQEmitter[] = [];
let storageRoot: string;
let storage: ObjectStorage;
let publisher: TestApp;
let other: TestApp;
let token: string;

async function connections() {
  const store = await connectJetStreamEventStore({
    servers: natsUrl,
    streamName,
    subjectPrefix,
    kvBucket,
  });
  const emitter = mqemitterRedis({ connectionString: redisUrl });
  stores.push(store);
  emitters.push(emitter);
  return { store, emitter, storage };
}

/** Whether some process holds the live publisher's advisory lock in the database. */
async function liveLockHeld(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ held: boolean }>(
      `WITH k AS (SELECT hashtextextended($1, 0) AS key)
       SELECT EXISTS (
         SELECT 1 FROM pg_locks, k
         WHERE locktype = 'advisory' AND granted AND objsubid = 1
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND classid::bigint = (k.key >> 32) & 4294967295 AND objid::bigint = k.key & 4294967295
       ) AS held`,
      [`rushes:projection:${LIVE_PUBLISHER}`],
    );
    return rows[0]?.held === true;
  } finally {
    await client.end();
  }
}

const target = (app: TestApp): UploadTarget => ({
  app: app.app,
  gql: async (as: string, query: string, variables: Record<string, unknown> = {}) =>
    (
      await app.app.inject({
        method: 'POST',
        url: '/v2/graphql',
        headers: { authorization: `Bearer ${as}` },
        payload: { query, variables },
      })
    ).json<GraphQLAnswer>(),
});

beforeAll(async () => {
  storageRoot = await mkdtemp(join(tmpdir(), 'rushes-live-'));
  storage = createLocalDiskStorage({
    root: storageRoot,
    publicBaseUrl: '',
    signingSecret: testSecret,
  });
  publisher = await startTestApp(env, await connections());
  // The first BFF runs the live publisher; the second then stands by.
  for (let attempt = 0; !(await liveLockHeld(publisher.databaseUrl)); attempt++) {
    if (attempt > 100) throw new Error('no live publisher');
    await sleep(100);
  }
  other = await startTestApp(env, { ...(await connections()), databaseUrl: publisher.databaseUrl });
  token = (await login(publisher.app, admin.email, admin.password)).json<{ token: string }>().token;
});

afterAll(async () => {
  await other?.close();
  await publisher?.close();
  await Promise.all(emitters.map(closeEmitter));
  await Promise.all(stores.map((store) => store.close()));
  await rm(storageRoot, { recursive: true, force: true });
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await Promise.all([streamName, `KV_${kvBucket}`].map((name) => jsm.streams.delete(name)));
  await nc.close();
});

describe('live updates across BFFs', () => {
  it('reach a subscriber on the BFF that does not run the live publisher', async () => {
    const through = target(publisher);
    const me = (await through.gql(token, '{ currentUser { id } }')).data?.currentUser.id;
    const project = await createProject({ ...through, adminToken: token }, me, 'Live');
    const client = await openSubscriptions(other.app, token);
    const folder = client.subscribe(
      'subscription ($id: ID!) { folderChanged(folderId: $id) { id assets { edges { node { name } } } } }',
      { id: project.rootId },
    );
    const jobs = client.subscribe(
      'subscription ($id: ID!) { jobUpdated(projectId: $id) { id state progress } }',
      { id: project.projectId },
    );
    // Subscriptions start asynchronously: upload until the folder's change is heard.
    let upload: Awaited<ReturnType<typeof uploadFile>>;
    let uploads = 0;
    do {
      upload = await uploadFile(through, token, project.rootId, {
        filename: `Take ${++uploads}.mov`,
        bytes: Buffer.from('frames'),
      });
    } while (!client.hasNext(folder) && uploads < 20);
    const changed = await client.next(folder);
    expect(changed.payload?.data?.folderChanged.id).toBe(project.rootId);
    expect(changed.payload?.data?.folderChanged.assets.edges.length).toBeGreaterThan(0);

    const jobId = fromGlobalId(upload.job.id).id;
    const versionId = fromGlobalId(upload.version.id).id;
    const services = publisher.app.services;
    await appendJobEvents(services, jobId, [jobEvents.started(jobId, versionId)]);
    let heard = await client.next(jobs);
    while (heard.payload?.data?.jobUpdated.id !== upload.job.id) heard = await client.next(jobs);
    expect(heard.payload?.data?.jobUpdated).toMatchObject({ id: upload.job.id });
    await appendJobEvents(services, jobId, [jobEvents.progress(jobId, 60)]);
    do heard = await client.next(jobs);
    while (heard.payload?.data?.jobUpdated.progress !== 60);
    expect(heard.payload?.data?.jobUpdated).toEqual({
      id: upload.job.id,
      state: 'RUNNING',
      progress: 60,
    });
    client.close();
  });
});

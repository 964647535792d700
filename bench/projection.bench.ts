/**
 * Projection throughput: how many events a second the real folder and project projections write
 * into PostgreSQL, fed from each event-store adapter (JetStream and the PostgreSQL log).
 *
 *   npx tsx bench/projection.bench.ts    (DATABASE_URL, NATS_URL; defaults: the local servers)
 *
 * Appends 100 projects with 100 folders each (10,100 events, one decision each) to a fresh log,
 * then starts the projection runner on a fresh database and times it from start until its
 * checkpoints reach the head. Uses a database, stream and bucket of its own and removes them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { projectionsOf, slices } from '@rushes/bff';
import {
  catalogue,
  connectJetStreamEventStore,
  createCheckpointWatcher,
  createPostgresLogEventStore,
  type EventMeta,
  type EventStore,
  type FolderCreated,
  type ProjectCreated,
  startProjectionRunner,
} from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const projects = 100;
const foldersPerProject = 100;
const inFlight = 16;
const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

const meta = (): EventMeta => ({
  actor: { kind: 'user', id: randomUUID() },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  at: new Date().toISOString(),
  clientIp: null,
});

/** Every decision of a busy production: projects, then folders under each root. */
function decisions(): { stream: string; event: ProjectCreated | FolderCreated }[] {
  const workspaceId = randomUUID();
  const managerId = randomUUID();
  const result: { stream: string; event: ProjectCreated | FolderCreated }[] = [];
  for (let p = 0; p < projects; p++) {
    const id = randomUUID();
    const rootFolderId = randomUUID();
    const name = `Project ${p}`;
    const data = {
      id,
      workspaceId,
      name,
      managerId,
      rootFolderId,
      storagePrefix: '',
      transferServer: null,
    };
    result.push({ stream: `project.${id}`, event: { type: 'project.created', data } });
    for (let f = 0; f < foldersPerProject; f++) {
      const folder = { id: randomUUID(), projectId: id, parentId: rootFolderId, name: `Day ${f}` };
      result.push({
        stream: `folder.${folder.id}`,
        event: { type: 'folder.created', data: folder },
      });
    }
  }
  return result;
}

async function fill(store: EventStore): Promise<number> {
  const queue = decisions();
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const item = queue[next++];
      if (!item) return;
      const stored = catalogue.encode(item.event);
      await store.append(item.stream, [stored], { expectedSeq: 0, meta: meta() });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return queue.length;
}

async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Events a second from runner start until every checkpoint has reached the head. */
async function measure(label: string, openStore: (pool: pg.Pool) => Promise<EventStore>) {
  const name = `rushes_bench_${label}_${runId}`;
  const pool = new pg.Pool({ connectionString: await createDatabase(name), max: 8 });
  pool.on('error', () => {});
  const db = createDb(pool);
  await migrateToLatest(db);
  const store = await openStore(pool);
  const events = await fill(store);
  const head = await store.headSeq();
  const projections = projectionsOf(slices);
  const watcher = createCheckpointWatcher(pool);
  const started = performance.now();
  const runner = startProjectionRunner({ pool, db, store, catalogue, projections });
  const names = projections.map((projection) => projection.name);
  const caughtUp = await watcher.waitFor(names, head, 600_000);
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  await watcher.close();
  await store.close();
  await db.destroy();
  await dropDatabase(name);
  if (!caughtUp) throw new Error(`${label}: projections did not reach the head`);
  return { label, events, seconds, perSecond: events / seconds };
}

async function main() {
  const results = [
    await measure('jetstream', () =>
      connectJetStreamEventStore({
        servers: natsUrl,
        streamName: `BENCH_PROJ_${runId}`,
        subjectPrefix: `bench_${runId}`,
        kvBucket: `bench_names_${runId}`,
      }),
    ),
    await measure('pglog', (pool) => createPostgresLogEventStore({ pool })),
  ];
  console.log('\nprojection throughput (folders + projects read models, PostgreSQL)');
  console.log('source            events   seconds   events/s   target 5000/s');
  for (const r of results) {
    const verdict = r.perSecond >= 5000 ? 'met' : 'missed';
    console.log(
      `${r.label.padEnd(16)}  ${String(r.events).padStart(6)}   ${r.seconds.toFixed(2).padStart(7)}   ${Math.round(r.perSecond).toString().padStart(8)}   ${verdict}`,
    );
  }
  await cleanupJetStream();
}

async function cleanupJetStream() {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(`BENCH_PROJ_${runId}`).catch(() => {});
  await jsm.streams.delete(`KV_bench_names_${runId}`).catch(() => {});
  await nc.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

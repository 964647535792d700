/**
 * The chain of custody's throughput (decision 0119): how many public events a second a BFF chains
 * when it starts on a log it has not read, and how many a second `verifyCustody` (what
 * `npm run audit:verify` and the Custody tab run) checks against the log. PostgreSQL log.
 *
 *   npx tsx bench/custody.bench.ts    (DATABASE_URL; default: the local server)
 *
 * Appends 20 projects with 500 folders each (10,020 public events, one decision each) to a fresh
 * log, starts a BFF on it and times it until its chain's checkpoint reaches the head, then times
 * a check of every chain. Uses a database of its own and drops it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { verifyCustody } from '@rushes/bff';
import {
  catalogue,
  createCheckpointWatcher,
  createPostgresLogEventStore,
  type EventMeta,
  type FolderCreated,
  type ProjectCreated,
} from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import { createLocalDiskStorage } from '@rushes/storage';
import mqemitter from 'mqemitter';
import pg from 'pg';
import { startBenchBff } from './support/bench-bff.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const projects = 20;
const foldersPerProject = 500;
const name = `rushes_bench_custody_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

const meta = (): EventMeta => ({
  actor: { kind: 'user', id: randomUUID() },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  at: new Date().toISOString(),
  clientIp: null,
});

/** Projects of one workspace, then folders under each root. */
function* decisions(): Generator<{ stream: string; event: ProjectCreated | FolderCreated }> {
  const workspaceId = randomUUID();
  const managerId = randomUUID();
  for (let p = 0; p < projects; p++) {
    const id = randomUUID();
    const rootFolderId = randomUUID();
    const data = {
      ...{ id, workspaceId, name: `Project ${p}`, managerId, rootFolderId },
      ...{ storagePrefix: '', transferServer: null },
    };
    yield { stream: `project.${id}`, event: { type: 'project.created', data } };
    for (let f = 0; f < foldersPerProject; f++) {
      const folder = { id: randomUUID(), projectId: id, parentId: rootFolderId, name: `Day ${f}` };
      yield { stream: `folder.${folder.id}`, event: { type: 'folder.created', data: folder } };
    }
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function main() {
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const db = createDb(pool);
  const root = await mkdtemp(join(tmpdir(), 'rushes-bench-custody-'));
  try {
    await migrateToLatest(db);
    const store = await createPostgresLogEventStore({ pool });
    let events = 0;
    for (const { stream, event } of decisions()) {
      await store.append(stream, [catalogue.encode(event)], { expectedSeq: 0, meta: meta() });
      events += 1;
    }
    const head = await store.headSeq();
    const watcher = createCheckpointWatcher(pool);
    const started = performance.now();
    const bff = await startBenchBff({
      databaseUrl: url.toString(),
      storage: createLocalDiskStorage({ root, publicBaseUrl: '', signingSecret: name }),
      emitter: mqemitter(),
      openStore: (own) => createPostgresLogEventStore({ pool: own }),
    });
    const chained = await watcher.waitFor(['custody-chain'], head, 600_000);
    const chainSeconds = (performance.now() - started) / 1000;
    await bff.close();
    await watcher.close();
    if (!chained) throw new Error('the chain did not reach the head');
    const checkStarted = performance.now();
    const checks = await verifyCustody({ store, db });
    const checkSeconds = (performance.now() - checkStarted) / 1000;
    await store.close();
    const intact = checks.filter((check) => !check.broken).length;
    console.log(
      `\nchain of custody, ${events} public events of ${projects} projects (PostgreSQL log)`,
    );
    console.log('step                          seconds   events/s');
    const line = (step: string, seconds: number) =>
      console.log(
        `${step.padEnd(28)}  ${seconds.toFixed(2).padStart(7)}   ${Math.round(events / seconds)
          .toString()
          .padStart(8)}`,
      );
    line('chain from a fresh start', chainSeconds);
    line('check every chain', checkSeconds);
    console.log(`${intact} of ${checks.length} chains intact`);
  } finally {
    await db.destroy();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The public event feed's replay speed: an audit system reading a deployment's whole history,
 * 1,000,000 events, through `GET /v2/events` over HTTP, beside a raw read of the same log
 * (`readAll`, no mapping, no scoping, no JSON) in the same process.
 *
 *   npx tsx bench/event-feed.bench.ts [events]    (DATABASE_URL; default the local server)
 *
 * The log is the embedded default's, the PostgreSQL log: 1,000 projects each given 1,000 folders
 * by templates of 10 (one commit each), 1,001,000 public events in 101,000 commits. The feed's
 * read model (`event-scopes`) is built first and timed; the BFF's other read models are marked
 * current, as on a deployment that is up, so only the feed works while it is measured.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectionsOf, slices } from '@rushes/bff';
import {
  catalogue,
  createCheckpointWatcher,
  createPostgresLogEventStore,
  type EventMeta,
  type EventStore,
  type FolderCreated,
  type ProjectCreated,
  startProjectionRunner,
} from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import { createLocalDiskStorage } from '@rushes/storage';
import { createTestDatabase } from '@rushes/testing';
import mqemitter from 'mqemitter';
import pg from 'pg';
import { signIn } from './support/bench-api.ts';
import { startBenchBff } from './support/bench-bff.ts';
import { printTable } from './support/table.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const wanted = Number(process.argv[2] ?? 1_000_000);
const foldersPerCommit = 10;
const foldersPerProject = 1_000;
const projects = Math.max(1, Math.round(wanted / foldersPerProject));
const inFlight = 8;
const pageSize = 1000;

const meta = (actorId: string): EventMeta => ({
  actor: { kind: 'user', id: actorId },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  at: new Date().toISOString(),
  clientIp: null,
});

/** Each project's decisions: its creation, then its folders, ten to a commit. */
function* decisions(): Generator<{ stream: string; events: (ProjectCreated | FolderCreated)[] }> {
  const workspaceId = randomUUID();
  const managerId = randomUUID();
  for (let p = 0; p < projects; p++) {
    const id = randomUUID();
    const rootFolderId = randomUUID();
    const data = {
      ...{ id, workspaceId, name: `Project ${p}`, managerId, rootFolderId },
      ...{ storagePrefix: '', transferServer: null },
    };
    yield { stream: `project.${id}`, events: [{ type: 'project.created', data }] };
    for (let c = 0; c < foldersPerProject / foldersPerCommit; c++) {
      const events: FolderCreated[] = Array.from({ length: foldersPerCommit }, (_, f) => ({
        type: 'folder.created',
        data: {
          id: randomUUID(),
          projectId: id,
          parentId: rootFolderId,
          name: `Day ${c * foldersPerCommit + f}`,
        },
      }));
      yield { stream: `folder.${events[0]?.data.id}`, events };
    }
  }
}

async function fill(store: EventStore): Promise<number> {
  const queue = decisions();
  const actor = randomUUID();
  let events = 0;
  const worker = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) {
      const { stream, events: decided } = next.value;
      const stored = decided.map((event) => catalogue.encode(event));
      await store.append(stream, stored, { expectedSeq: 0, meta: meta(actor) });
      events += stored.length;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return events;
}

async function timed<T>(task: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await task();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Every event of the log, commit by commit, as the store gives it. */
async function rawRead(store: EventStore): Promise<number> {
  let after = 0;
  let events = 0;
  for (;;) {
    const commits = await store.readAll(after, 500);
    if (commits.length === 0) return events;
    for (const commit of commits) events += commit.events.length;
    after = commits.at(-1)?.seq ?? after;
  }
}

/** Every event the token reaches, page after page over HTTP, parsed as a client would. */
async function replay(origin: string, token: string): Promise<number> {
  let next: string | null = `/v2/events?limit=${pageSize}`;
  let events = 0;
  while (next) {
    const response = await fetch(new URL(next, origin), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`the feed answered ${response.status}`);
    const page = (await response.json()) as unknown[];
    if (page.length === 0) return events;
    events += page.length;
    next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  }
  return events;
}

async function main(): Promise<void> {
  const database = await createTestDatabase(databaseUrl);
  const pool = new pg.Pool({ connectionString: database.url, max: 8 });
  const db = createDb(pool);
  const folder = await mkdtemp(join(tmpdir(), 'rushes-feed-bench-'));
  try {
    await migrateToLatest(db);
    const store = await createPostgresLogEventStore({ pool });
    const filled = await timed(() => fill(store));
    const head = await store.headSeq();
    console.log(`log: ${filled.result} events in ${head} commits (${filled.seconds.toFixed(1)} s)`);

    // The feed's read model, alone, then the others marked current.
    const projections = projectionsOf(slices);
    const scopes = projections.filter((projection) => projection.name === 'event-scopes');
    const watcher = createCheckpointWatcher(pool);
    const built = await timed(async () => {
      const runner = startProjectionRunner({ pool, db, store, catalogue, projections: scopes });
      const caughtUp = await watcher.waitFor(['event-scopes'], head, 1_800_000);
      await runner.stop();
      if (!caughtUp) throw new Error('event-scopes did not reach the head');
    });
    await watcher.close();
    for (const { name } of projections) {
      await pool.query(
        `INSERT INTO projection_checkpoint (name, seq) VALUES ($1, $2)
         ON CONFLICT (name) DO NOTHING`,
        [name, head],
      );
    }

    const bff = await startBenchBff({
      databaseUrl: database.url,
      storage: createLocalDiskStorage({
        root: join(folder, 'storage'),
        publicBaseUrl: '',
        signingSecret: 'a-bench-secret-that-is-long-enough-0123456789',
      }),
      emitter: mqemitter(),
      openStore: (bffPool) => createPostgresLogEventStore({ pool: bffPool }),
      env: { RUSHES_DATA_DIR: folder },
    });
    try {
      const { gql } = await signIn(bff.origin);
      const { createApiToken } = await gql<{ createApiToken: { token: string } }>(
        `mutation { createApiToken(input: { workspaceId: null, name: "Audit replay",
          scopes: ["events:read"] }) { token } }`,
      );
      const raw = await timed(() => rawRead(store));
      const feed = await timed(() => replay(bff.origin, createApiToken.token));
      const perSecond = (events: number, seconds: number) => Math.round(events / seconds);
      console.log('\nreplay of the whole log (PostgreSQL log, one process)');
      printTable(
        ['read', 'events', 'seconds', 'events/s'],
        [
          [
            'baseline: readAll, raw commits',
            String(raw.result),
            raw.seconds.toFixed(1),
            String(perSecond(raw.result, raw.seconds)),
          ],
          [
            'GET /v2/events, CloudEvents over HTTP',
            String(feed.result),
            feed.seconds.toFixed(1),
            String(perSecond(feed.result, feed.seconds)),
          ],
          [
            'event-scopes read model, built once',
            String(filled.result),
            built.seconds.toFixed(1),
            String(perSecond(filled.result, built.seconds)),
          ],
        ],
      );
      console.log(`feed / raw: ${(feed.seconds / raw.seconds).toFixed(1)}× the time`);
    } finally {
      await bff.close();
    }
    await store.close();
  } finally {
    await db.destroy();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

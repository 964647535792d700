/**
 * The project list's first page with 5,000 projects: through GraphQL as the web app asks for it
 * (the superuser's list, 50 newest first, with workspace, manager, size and rights), beside the
 * raw SQL of the same page's rows, in the same process against the same database.
 *
 *   npx tsx bench/project-list.bench.ts    (DATABASE_URL; default the local server)
 *
 * One BFF as `npm start` wires it (PostgreSQL log, in-process fan-out) on a loopback port. The
 * projects are written straight into the read model (`project` and their root `folder` rows, as
 * the projections would write them): the list reads only those, and 5,000 commands would time the
 * seeding rather than the list. Requests go one at a time after a warm-up, the GraphQL and SQL
 * ones alternating; prints p50 and p99 of each. Removes its database and folder.
 * PROJECT_BENCH_PROJECTS and PROJECT_BENCH_RUNS change the counts (default 5000 and 300).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresLogEventStore } from '@rushes/events';
import { createLocalDiskStorage } from '@rushes/storage';
import { createTestDatabase } from '@rushes/testing';
import mqemitter from 'mqemitter';
import pg from 'pg';
import { signIn } from './support/bench-api.ts';
import { startBenchBff } from './support/bench-bff.ts';
import { percentile, timed } from './support/stats.ts';
import { printTable } from './support/table.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const projects = Number(process.env.PROJECT_BENCH_PROJECTS ?? 5000);
const runs = Number(process.env.PROJECT_BENCH_RUNS ?? 300);
const warmUp = 20;
const pageSize = 50;

const firstPage = `query ($first: Int) {
  projects(first: $first) {
    edges {
      cursor
      node {
        id name createdAt size
        workspace { name } manager { name } rootFolder { id } allowedTo { edit delete }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The rows of the same page, as the list's query asks for them (one more tells of a next). */
const pageSql = 'SELECT * FROM project ORDER BY created_at DESC, id DESC LIMIT $1';

/** `projects` projects of the admin's in the default workspace, a second apart, with roots. */
async function seed(pool: pg.Pool): Promise<void> {
  await pool.query(
    `WITH owner AS (SELECT id FROM app_user ORDER BY created_at LIMIT 1),
          home AS (SELECT id FROM workspace WHERE is_default),
          made AS (
            SELECT gen_random_uuid() AS id, gen_random_uuid() AS root, n,
                   now() - make_interval(secs => n) AS at
            FROM generate_series(1, $1) AS n),
          projects AS (
            INSERT INTO project (id, workspace_id, name, manager_id, root_folder_id, created_at,
                                 created_by)
            SELECT made.id, home.id, 'Project ' || n, owner.id, made.root, made.at, owner.id
            FROM made, owner, home)
     INSERT INTO folder (id, project_id, parent_id, name, created_at, modified_at, created_by)
     SELECT made.root, made.id, NULL, 'Project ' || n, made.at, made.at, owner.id
     FROM made, owner`,
    [projects],
  );
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'rushes-project-bench-'));
  const database = await createTestDatabase(databaseUrl);
  const storage = createLocalDiskStorage({
    root: join(folder, 'storage'),
    publicBaseUrl: '',
    signingSecret: 'a-bench-secret-that-is-long-enough-0123456789',
  });
  const bff = await startBenchBff({
    databaseUrl: database.url,
    storage,
    emitter: mqemitter(),
    openStore: (pool) => createPostgresLogEventStore({ pool }),
    env: { RUSHES_DATA_DIR: folder, RUSHES_LOGIN_RATE_LIMIT: '10000' },
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const times = { graphql: [] as number[], sql: [] as number[] };
  try {
    await seed(pool);
    const { gql } = await signIn(bff.origin);
    const viaGraphql = () => gql(firstPage, { first: pageSize });
    const viaSql = () => pool.query(pageSql, [pageSize + 1]);
    for (let i = 0; i < warmUp; i++) {
      await viaGraphql();
      await viaSql();
    }
    for (let i = 0; i < runs; i++) {
      times.graphql.push(await timed(viaGraphql));
      times.sql.push(await timed(viaSql));
    }
  } finally {
    await pool.end();
    await bff.close();
  }
  await database.drop();
  await rm(folder, { recursive: true, force: true });

  console.log(`project list, first page of ${pageSize} of ${projects} projects, ${runs} runs each`);
  console.log(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
  printTable(
    ['first page', 'p50', 'p99'],
    [
      ['GraphQL over HTTP', ms(percentile(times.graphql, 50)), ms(percentile(times.graphql, 99))],
      ['raw SQL, same rows', ms(percentile(times.sql, 50)), ms(percentile(times.sql, 99))],
    ],
  );
}

await main();

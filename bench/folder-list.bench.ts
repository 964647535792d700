/**
 * A folder of 10,000 assets: its first page through GraphQL as the folder browser asks for it
 * (100 assets by name with their rights, newest version, size, duration and processing state),
 * beside the raw SQL of the same page's rows, in the same process against the same database.
 *
 *   npx tsx bench/folder-list.bench.ts    (DATABASE_URL; default the local server)
 *
 * One BFF as `npm start` wires it (PostgreSQL log, in-process fan-out) on a loopback port. The
 * project, its root folder and the assets with one version each are written straight into the
 * read models, as the projections would write them: the list reads only those, and 10,000 uploads
 * would time the seeding rather than the list. Requests go one at a time after a warm-up, the
 * GraphQL and SQL ones alternating; prints p50 and p99 of each, for the order by name and by size.
 * FOLDER_BENCH_ASSETS and FOLDER_BENCH_RUNS change the counts (default 10000 and 300).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDiskStorage } from '@rushes/storage';
import pg from 'pg';
import { withBenchApp } from './support/bench-storages.ts';
import { seedFolder } from './support/folder-seed.ts';
import { percentile, timed } from './support/stats.ts';
import { printTable } from './support/table.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const assets = Number(process.env.FOLDER_BENCH_ASSETS ?? 10_000);
const runs = Number(process.env.FOLDER_BENCH_RUNS ?? 300);
const warmUp = 20;
const pageSize = 100;

const firstPage = `query ($id: ID!, $first: Int, $orderBy: AssetOrder) {
  node(id: $id) {
    ... on Folder {
      assets(first: $first, orderBy: $orderBy) {
        edges {
          cursor
          node {
            id name createdAt allowedTo { edit delete download share comment }
            newestVersion { size duration isProcessing processingJob { id updatedAt } }
          }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;

/** The rows of the same page, as the list's query asks for them (one more tells of a next). */
const pageSql = {
  NAME_ASC: `SELECT asset.*, asset.name AS position FROM asset
    JOIN version ON version.id = asset.newest_version_id
    WHERE asset.folder_id = $1 ORDER BY asset.name, asset.id LIMIT $2`,
  SIZE_DESC: `SELECT asset.*, version.size AS position FROM asset
    JOIN version ON version.id = asset.newest_version_id
    WHERE asset.folder_id = $1 ORDER BY version.size DESC, asset.id DESC LIMIT $2`,
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'rushes-folder-bench-'));
  const storage = createLocalDiskStorage({
    ...{ root: join(folder, 'storage'), publicBaseUrl: '' },
    signingSecret: 'a-bench-secret-that-is-long-enough-0123456789',
  });
  const rowsOf: string[][] = [];
  await withBenchApp(databaseUrl, storage, async (app) => {
    const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
    try {
      const root = await seedFolder(pool, assets);
      await pool.query('ANALYZE asset; ANALYZE version');
      const id = Buffer.from(`Folder:${root}`).toString('base64');
      for (const order of ['NAME_ASC', 'SIZE_DESC'] as const) {
        const times = { graphql: [] as number[], sql: [] as number[] };
        const viaGraphql = () => app.gql(firstPage, { id, first: pageSize, orderBy: order });
        const viaSql = () => pool.query(pageSql[order], [root, pageSize + 1]);
        for (let i = 0; i < warmUp; i++) {
          await viaGraphql();
          await viaSql();
        }
        for (let i = 0; i < runs; i++) {
          times.graphql.push(await timed(viaGraphql));
          times.sql.push(await timed(viaSql));
        }
        const { graphql, sql } = times;
        rowsOf.push(
          [`GraphQL over HTTP, ${order}`, ms(percentile(graphql, 50)), ms(percentile(graphql, 99))],
          [`raw SQL, same rows, ${order}`, ms(percentile(sql, 50)), ms(percentile(sql, 99))],
        );
      }
    } finally {
      await pool.end();
    }
  });
  await rm(folder, { recursive: true, force: true });

  console.log(`folder list, first page of ${pageSize} of ${assets} assets, ${runs} runs each`);
  console.log(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
  printTable(['first page', 'p50', 'p99'], rowsOf);
}

await main();

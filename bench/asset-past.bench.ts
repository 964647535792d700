/**
 * An asset at a past moment (decision 0144): opening an asset with 5,000 events in its history
 * as it was halfway through them, beside opening it now (target: p99 at most 2× now's, under
 * 200 ms), and beside the raw SQL that reads its history.
 *
 *   npx tsx bench/asset-past.bench.ts    (DATABASE_URL; default the local server)
 *
 * An app as `npm start` runs it (the PostgreSQL log, local disk) on a database of its own. The
 * admin uploads a file, then makes its history through GraphQL as reviewers would: 2,000
 * comments, each edited once, 500 of them deleted and 500 renames (5,000 events after the
 * upload's). Then, interleaved, ASSET_PAST_RUNS (default 200) times each after 20 warm-ups:
 *
 * - now: the asset's name, versions and status, and the version's first 100 threads with their
 *   replies (what the viewer reads when it opens);
 * - past: `asOf` halfway through, with its first 100 threads then (of about 750), as the viewer
 *   opens it at that moment;
 * - raw SQL: the statement `findAssetHistory` sends, straight to PostgreSQL.
 *
 * Prints p50 and p99 of each (ms) and the ratios. Everything the bench made is removed.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLocalDiskStorage } from '@rushes/storage';
import pg from 'pg';
import { createBenchProject, type Gql, uuidOf } from './support/bench-api.ts';
import { withBenchApp } from './support/bench-storages.ts';
import { percentile, timed } from './support/stats.ts';
import { printTable } from './support/table.ts';
import { uploadThroughApp } from './support/upload-client.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.ASSET_PAST_RUNS ?? 200);
const warmUp = 20;
const comments = 2_000;

const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const updateComment = `mutation ($input: UpdateCommentInput!) {
  updateComment(input: $input) { clientMutationId } }`;
const removeComment = `mutation ($input: RemoveCommentInput!) {
  removeComment(input: $input) { clientMutationId } }`;
const renameAsset = `mutation ($input: RenameAssetInput!) {
  renameAsset(input: $input) { clientMutationId } }`;

const now = `query ($id: ID!) { node(id: $id) { ... on Asset {
  name
  versions { number reviewStatus { status } comments(first: 100) { edges { node {
    id text authorName start end replies { id text authorName } } } } }
} } }`;
const past = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Asset {
  asOf(at: $at) {
    name
    versions { number reviewStatus comments(first: 100) {
      commentId text authorName start end replies { commentId text authorName } } }
  }
} } }`;
const rawHistory = `SELECT seq, at, actor, type, version, data FROM asset_history
  WHERE asset_id = $1 ORDER BY seq, position`;

/**
 * 5,000 events on the asset through GraphQL: each comment written and edited, every fourth one
 * followed by a rename and the one after it by its deletion. The moment halfway through them.
 */
async function makeHistory(gql: Gql, assetId: string, versionId: string): Promise<string> {
  let events = 0;
  let halfway = '';
  const send = async <T>(query: string, input: Record<string, unknown>) => {
    events += 1;
    return gql<T>(query, { input });
  };
  let previous = '';
  for (let index = 0; index < comments; index++) {
    const text = `Note ${index}: the boom dips at the left`;
    const { addComment: added } = await send<{ addComment: { comment: { id: string } } }>(
      addComment,
      { versionId, text },
    );
    const id = added.comment.id;
    await send(updateComment, { id, text: `Note ${index}, edited` });
    if (index % 4 === 0) await send(renameAsset, { id: assetId, name: `Shot 12 take ${index}` });
    if (index % 4 === 1) await send(removeComment, { id: previous });
    previous = id;
    if (!halfway && events >= 2_500) {
      // the moment falls between two decisions' times
      await sleep(2);
      halfway = new Date().toISOString();
      await sleep(2);
    }
  }
  return halfway;
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-asset-past-'));
  const storage = createLocalDiskStorage({
    ...{ root: join(dir, 'storage'), publicBaseUrl: '' },
    signingSecret: 'a-bench-storage-secret',
  });
  try {
    await withBenchApp(databaseUrl, storage, async (app) => {
      const { rootFolderId } = await createBenchProject(app.gql, 'Past moments');
      const path = join(dir, 'notes.bin');
      await writeFile(path, Buffer.alloc(1024, 7));
      const { finalized } = await uploadThroughApp(app, rootFolderId, {
        ...{ path, size: 1024, name: 'notes.bin' },
      });
      const assetId = finalized.asset.id;
      const made = performance.now();
      const halfway = await makeHistory(app.gql, assetId, finalized.version.id);
      const making = (performance.now() - made) / 1000;
      const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
      try {
        // the history has caught up with the last mutation
        await sleep(1_000);
        const { rows } = await pool.query(rawHistory, [uuidOf(assetId)]);
        const samples = { now: [] as number[], past: [] as number[], sql: [] as number[] };
        for (let run = 0; run < warmUp + runs; run++) {
          const times = {
            now: await timed(() => app.gql(now, { id: assetId })),
            past: await timed(() => app.gql(past, { id: assetId, at: halfway })),
            sql: await timed(() => pool.query(rawHistory, [uuidOf(assetId)])),
          };
          if (run < warmUp) continue;
          for (const key of ['now', 'past', 'sql'] as const) samples[key].push(times[key]);
        }
        const threads = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Asset {
          asOf(at: $at) { versions { comments(first: 1000) { commentId } } } } } }`;
        const answer = await app.gql<{
          node: { asOf: { versions: { comments: unknown[] }[] } };
        }>(threads, { id: assetId, at: halfway });
        const threadsThen = answer.node.asOf.versions[0]?.comments.length ?? 0;
        const p = (key: keyof typeof samples, at: number) => percentile(samples[key], at);
        console.log(
          `${rows.length} events in the asset's history (made in ${making.toFixed(0)} s); ` +
            `${threadsThen} threads halfway; ${runs} runs each; ${cpus().length} cores, ` +
            `load ${loadavg()[0]?.toFixed(1)}`,
        );
        printTable(
          ['opened', 'p50 ms', 'p99 ms', 'p99 vs now'],
          [
            ['now (100 threads)', ms(p('now', 50)), ms(p('now', 99)), '1.00'],
            [
              'halfway (asOf, 100 threads)',
              ms(p('past', 50)),
              ms(p('past', 99)),
              (p('past', 99) / p('now', 99)).toFixed(2),
            ],
            [
              "raw SQL: the asset's history",
              ms(p('sql', 50)),
              ms(p('sql', 99)),
              (p('sql', 99) / p('now', 99)).toFixed(2),
            ],
          ],
        );
      } finally {
        await pool.end();
      }
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

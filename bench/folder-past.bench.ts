/**
 * A folder at a past moment and its changes since a round (decision 0145): a folder of 100 assets
 * and 20 subfolders whose history holds about 2,000 events, opened as it was halfway through them
 * and asked what changed since then, beside listing it now and beside the raw SQL that reads its
 * assets' histories.
 *
 *   npx tsx bench/folder-past.bench.ts    (DATABASE_URL; default the local server)
 *
 * An app as `npm start` runs it (the PostgreSQL log, local disk) on a database of its own. The
 * admin uploads 100 files into a folder and makes 20 folders in it, then through GraphQL, as
 * reviewers would: 15 comments on each asset (each third one edited), a rename of each asset
 * and each folder; halfway through, the moment. Then, interleaved, FOLDER_PAST_RUNS (default
 * 200) times each after 20 warm-ups:
 *
 * - now: the folder's first 100 folders and first 100 assets with their newest version's number
 *   and status (what the folder page reads);
 * - past: `asOf` halfway, with its folders and its assets' names, versions, status and comment
 *   counts then;
 * - changes: what changed since halfway, its counts and its newest 200 changes;
 * - raw SQL: the statement `findFolderHistories` sends, straight to PostgreSQL.
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
const runs = Number(process.env.FOLDER_PAST_RUNS ?? 200);
const warmUp = 20;
const assets = 100;
const folders = 20;
const notesPerAsset = 15;

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const renameFolder = `mutation ($input: RenameFolderInput!) {
  renameFolder(input: $input) { clientMutationId } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const updateComment = `mutation ($input: UpdateCommentInput!) {
  updateComment(input: $input) { clientMutationId } }`;
const renameAsset = `mutation ($input: RenameAssetInput!) {
  renameAsset(input: $input) { clientMutationId } }`;

const now = `query ($id: ID!) { node(id: $id) { ... on Folder {
  name
  children(first: 100) { edges { node { id name } } }
  assets(first: 100) { edges { node { id name
    newestVersion { number reviewStatus { status } } } } }
} } }`;
const past = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Folder {
  asOf(at: $at) {
    name
    folders { name folder { id } }
    assets { name versionCount reviewStatus commentCount asset { id } }
  }
} } }`;
const changes = `query ($id: ID!, $from: DateTime!) { node(id: $id) { ... on Folder {
  changes(from: $from) {
    totalCount counts { kind count }
    changes { key at actorName kind assetName versionNumber detail asset { id } }
  }
} } }`;
const rawHistories = `SELECT asset_id, seq, at, actor, type, version, data FROM asset_history
  WHERE asset_id IN (SELECT asset_id FROM asset_history WHERE folder_id = $1)
  ORDER BY asset_id, seq, position`;

interface Made {
  folderId: string;
  halfway: string;
  events: number;
}

/** The folder's assets, subfolders and their history, through GraphQL; the moment halfway. */
async function makeFolder(app: { gql: Gql; origin: string }, dir: string): Promise<Made> {
  const { gql } = app;
  const { rootFolderId } = await createBenchProject(gql, 'Folder past');
  const { createFolder: made } = await gql<{ createFolder: { folder: { id: string } } }>(
    createFolder,
    { input: { parentId: rootFolderId, name: 'Day 1' } },
  );
  const folderId = made.folder.id;
  const path = join(dir, 'take.bin');
  await writeFile(path, Buffer.alloc(1024, 7));
  let events = 0;
  const send = async <T>(query: string, input: Record<string, unknown>) => {
    events += 1;
    return gql<T>(query, { input });
  };
  const takes: { assetId: string; versionId: string }[] = [];
  for (let index = 0; index < assets; index++) {
    const name = `A${String(index).padStart(3, '0')}_C${index % 7}.mov`;
    const { finalized } = await uploadThroughApp(app, folderId, { path, size: 1024, name });
    takes.push({ assetId: finalized.asset.id, versionId: finalized.version.id });
    events += 2;
  }
  const subfolders: string[] = [];
  for (let index = 0; index < folders; index++) {
    const { createFolder: folder } = await send<{ createFolder: { folder: { id: string } } }>(
      createFolder,
      { parentId: folderId, name: `Selects ${index}` },
    );
    subfolders.push(folder.folder.id);
  }
  let halfway = '';
  for (let round = 0; round < notesPerAsset; round++) {
    for (const { versionId } of takes) {
      const { addComment: added } = await send<{ addComment: { comment: { id: string } } }>(
        addComment,
        { versionId, text: `Note ${round}: the boom dips at the left` },
      );
      if (round % 3 === 0) await send(updateComment, { id: added.comment.id, text: 'Edited' });
    }
    if (round === Math.floor(notesPerAsset / 2)) {
      for (const [index, { assetId }] of takes.entries()) {
        await send(renameAsset, { id: assetId, name: `Scene ${index} take 2` });
      }
      for (const [index, id] of subfolders.entries()) {
        await send(renameFolder, { id, name: `Selects ${index} v2` });
      }
      // the moment falls between two decisions' times
      await sleep(2);
      halfway = new Date().toISOString();
      await sleep(2);
    }
  }
  return { folderId, halfway, events };
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-folder-past-'));
  const storage = createLocalDiskStorage({
    ...{ root: join(dir, 'storage'), publicBaseUrl: '' },
    signingSecret: 'a-bench-storage-secret',
  });
  try {
    await withBenchApp(databaseUrl, storage, async (app) => {
      const began = performance.now();
      const { folderId, halfway, events } = await makeFolder(app, dir);
      const making = (performance.now() - began) / 1000;
      const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
      try {
        // the histories have caught up with the last mutation
        await sleep(1_000);
        const { rows } = await pool.query(rawHistories, [uuidOf(folderId)]);
        const kinds = ['now', 'past', 'changes', 'sql'] as const;
        const samples = { now: [], past: [], changes: [], sql: [] } as Record<
          (typeof kinds)[number],
          number[]
        >;
        for (let run = 0; run < warmUp + runs; run++) {
          const times = {
            now: await timed(() => app.gql(now, { id: folderId })),
            past: await timed(() => app.gql(past, { id: folderId, at: halfway })),
            changes: await timed(() => app.gql(changes, { id: folderId, from: halfway })),
            sql: await timed(() => pool.query(rawHistories, [uuidOf(folderId)])),
          };
          if (run < warmUp) continue;
          for (const key of kinds) samples[key].push(times[key]);
        }
        const { node } = await app.gql<{ node: { changes: { totalCount: number } } }>(changes, {
          id: folderId,
          from: halfway,
        });
        const p = (key: (typeof kinds)[number], at: number) => percentile(samples[key], at);
        const row = (label: string, key: (typeof kinds)[number]) => [
          label,
          ms(p(key, 50)),
          ms(p(key, 99)),
          (p(key, 99) / p('now', 99)).toFixed(2),
        ];
        console.log(
          `${assets} assets and ${folders} folders; about ${events} events by GraphQL ` +
            `(made in ${making.toFixed(0)} s), ${rows.length} rows in their histories; ` +
            `${node.changes.totalCount} changes since halfway; ${runs} runs each; ` +
            `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`,
        );
        printTable(
          ['asked', 'p50 ms', 'p99 ms', 'p99 vs now'],
          [
            row('now (100 folders, 100 assets)', 'now'),
            row('halfway (asOf)', 'past'),
            row('changes since halfway', 'changes'),
            row("raw SQL: the assets' histories", 'sql'),
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

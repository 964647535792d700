/**
 * A folder's zip download through the app, next to reading the same files from the same storage
 * (ratio; target ≥ 0.8): 1 GiB across 20 files.
 *
 *   npx tsx bench/download.bench.ts [local|s3|both]    (DATABASE_URL; default the local server)
 *
 * The app is started as `npm start` starts it (`startBff`, the PostgreSQL log store, in-process
 * fan-out) on a database of its own, listening on a free loopback port, over local-disk storage
 * in a temp folder and — unless `local` is given — over S3 (s3rver on loopback). The 20 files
 * are uploaded through the app into one folder first (random bytes, so nothing compresses).
 * - Through the app: what the browser does. `requestDownload` of the folder over GraphQL, then
 *   the zip URL fetched and read to its last byte; timed from the request to that byte. The zip
 *   is made while it is read: each file read from storage and stored as it is.
 * - Plain GETs: the same 20 files fetched one after another from the storage itself, through
 *   signed URLs (on local disk the BFF's `/v2/storage` route streams the file, on S3 s3rver
 *   does), each read to its last byte: what downloading them one by one costs.
 * - Piped, no zip: the same 20 bodies read from storage as the app reads them (`getObject`) and
 *   piped one after another into one response of a bare HTTP server in the same process. What
 *   any download through the app costs before it is a zip: on S3 it is a second HTTP hop (storage
 *   to the app, the app to the browser) that plain GETs do not make, on the same event loop.
 * All read over `fetch` from the app's own process: client and servers (s3rver too) share one
 * event loop, where a browser and S3 would run beside the app.
 * Each figure is the median of 3 runs, alternating which path goes first. The bench removes its
 * files, database and storage at the end. DOWNLOAD_BENCH_MIB changes the total size (a quick try).
 * Prints figures only.
 */
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ObjectStorage } from '@rushes/storage';
import pg from 'pg';
import { createBenchProject, type Gql } from './support/bench-api.ts';
import { onStorages, withBenchApp } from './support/bench-storages.ts';
import { median } from './support/stats.ts';
import { printTable } from './support/table.ts';
import { type SourceFile, uploadThroughApp, writeRandomFile } from './support/upload-client.ts';

const MiB = 1024 * 1024;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FILES = 20;
/** 1 GiB (or DOWNLOAD_BENCH_MIB) in whole bytes per file. */
const fileSize = Math.floor((Number(process.env.DOWNLOAD_BENCH_MIB ?? 1024) * MiB) / FILES);
const totalSize = fileSize * FILES;
const which = process.argv[2] ?? 'both';
const rounds = 3;

const requestDownload = `mutation ($input: RequestDownloadInput!) {
  requestDownload(input: $input) { url fileCount } }`;

/** Reads a response body to its end; how many bytes it gave. */
async function drain(body: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.byteLength;
  return bytes;
}

interface Target {
  name: string;
  origin: string;
  gql: Gql;
  storage: ObjectStorage;
  projectId: string;
  folderId: string;
  /** The storage keys of the folder's files. */
  keys: string[];
}

async function throughApp(target: Target): Promise<number> {
  const started = performance.now();
  const { requestDownload: download } = await target.gql<{
    requestDownload: { url: string; fileCount: number };
  }>(requestDownload, { input: { projectId: target.projectId, folderIds: [target.folderId] } });
  if (download.fileCount !== FILES) throw new Error(`the zip holds ${download.fileCount} files`);
  const response = await fetch(new URL(download.url, target.origin));
  if (!response.ok || !response.body) throw new Error(`the zip answered ${response.status}`);
  const bytes = await drain(response.body);
  if (bytes < totalSize) throw new Error(`the zip is ${bytes} bytes`);
  return performance.now() - started;
}

async function plainGets(target: Target): Promise<number> {
  const started = performance.now();
  let bytes = 0;
  for (const key of target.keys) {
    const url = await target.storage.signGetUrl(key, { expiresInSeconds: 600 });
    const response = await fetch(new URL(url, target.origin));
    if (!response.ok || !response.body) throw new Error(`storage answered ${response.status}`);
    bytes += await drain(response.body);
  }
  if (bytes !== totalSize) throw new Error(`storage gave ${bytes} bytes`);
  return performance.now() - started;
}

/** A bare HTTP server answering every GET with the storage objects' bodies, one after another. */
async function startPipeServer(storage: ObjectStorage, keys: readonly string[]) {
  const server = createServer(async (_request, response) => {
    try {
      for (const key of keys) {
        const body = await storage.getObject(key);
        body.pipe(response, { end: false });
        await once(body, 'end');
      }
      response.end();
    } catch (error) {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function piped(origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(origin);
  if (!response.ok || !response.body) throw new Error(`the pipe answered ${response.status}`);
  const bytes = await drain(response.body);
  if (bytes !== totalSize) throw new Error(`the pipe gave ${bytes} bytes`);
  return performance.now() - started;
}

const rate = (ms: number) => totalSize / MiB / (ms / 1000);

async function measure(target: Target): Promise<string[][]> {
  const app: number[] = [];
  const plain: number[] = [];
  const pipe: number[] = [];
  const pipeServer = await startPipeServer(target.storage, target.keys);
  try {
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) app.push(await throughApp(target));
      plain.push(await plainGets(target));
      pipe.push(await piped(pipeServer.origin));
      if (round % 2 === 1) app.push(await throughApp(target));
    }
  } finally {
    await pipeServer.close();
  }
  const runs = (values: number[]) => values.map((ms) => rate(ms).toFixed(0)).join(' ');
  const appMs = median(app);
  const plainMs = median(plain);
  const pipeMs = median(pipe);
  return [
    [target.name, 'zip through the app', rate(appMs).toFixed(0), runs(app), ''],
    [target.name, 'plain GETs', rate(plainMs).toFixed(0), runs(plain), ''],
    [target.name, 'piped, no zip', rate(pipeMs).toFixed(0), runs(pipe), ''],
    [target.name, 'ratio app/plain', (plainMs / appMs).toFixed(2), '', 'target ≥ 0.8'],
    [target.name, 'ratio app/piped', (pipeMs / appMs).toFixed(2), '', 'the zip alone'],
  ];
}

/** Where the app stored each version's file, as its read model says. */
async function sourceKeys(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string }>(
      'SELECT source_key AS key FROM version ORDER BY filename',
    );
    return rows.map((row) => row.key);
  } finally {
    await client.end();
  }
}

/** An app on `storage` holding a folder of the 20 files, measured. */
function measureOn(file: SourceFile) {
  return (name: string, storage: ObjectStorage) =>
    withBenchApp(databaseUrl, storage, async ({ origin, gql, databaseUrl: url }) => {
      const project = await createBenchProject(gql, `Download bench ${name}`);
      const { createFolder } = await gql<{ createFolder: { folder: { id: string } } }>(
        `mutation ($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } } }`,
        { input: { parentId: project.rootFolderId, name: 'Dailies' } },
      );
      const folderId = createFolder.folder.id;
      for (let index = 1; index <= FILES; index++) {
        await uploadThroughApp({ gql, origin }, folderId, { ...file, name: `Take ${index}.bin` });
      }
      const keys = await sourceKeys(url);
      return measure({ name, origin, gql, storage, projectId: project.projectId, folderId, keys });
    });
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-download-bench-'));
  let rows: string[][] = [];
  try {
    const path = join(dir, 'take.bin');
    const file = { path, size: fileSize };
    await writeRandomFile(path, file.size);
    const load = loadavg()[0]?.toFixed(1);
    console.log(
      `${(totalSize / MiB).toFixed(0)} MiB in ${FILES} files of random bytes, median of ${rounds} runs; ` +
        `${cpus().length} cores, load ${load}\n`,
    );
    rows = await onStorages(which, dir, measureOn(file));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  printTable(['storage', 'path', 'MiB/s', 'runs (MiB/s)', ''], rows);
}

await main();

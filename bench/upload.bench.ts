/**
 * Upload throughput of a 1 GiB file through the app, next to a plain PUT of the same bytes to the
 * same storage (ratio; target ≥ 0.8).
 *
 *   npx tsx bench/upload.bench.ts [local|s3|both]    (DATABASE_URL; default the local server)
 *
 * The app is started as `npm start` starts it (`startBff`, the PostgreSQL log store, in-process
 * fan-out) on a database of its own, listening on a free loopback port, over local-disk storage
 * in a temp folder and — unless `local` is given — over S3 (s3rver on loopback).
 * - Through the app: what the browser does. `startUpload` over GraphQL, the parts PUT to their
 *   signed URLs 6 in flight as the web client's part uploader sends them (each worker takes the
 *   next part when it is free), then `finalizeUpload` (which completes the upload in storage; on
 *   local disk the parts already sit at their offsets in one file, so that is a truncate, one
 *   fsync and a rename; s3rver copies the parts into the object); timed
 *   from the first request to the finalise answer. The web uploader itself runs in Node, but
 *   it PUTs Blob slices, and Node streams a Blob 3–4× slower than a file stream (a browser does
 *   not pay that), so the same strategy is reproduced here over file-handle streams.
 * - Plain PUT: one streamed PUT of the whole file to the same storage, no app in between. The
 *   URL is part 1 of a one-part multipart upload made through the storage port: on local disk
 *   the BFF's `/v2/storage/upload` route streams it to disk, on S3 it is s3rver's UploadPart.
 *   On local disk it is timed through completing that upload (one fsync and a rename, no copy),
 *   so both figures include flushing the object to disk once. On S3 it stops at the PUT's
 *   answer: s3rver never fsyncs, and completing would add its copy of the part, which the app's
 *   figure includes (printed apart as "finalise").
 * Both PUT with `node:http` from file read streams (1 MiB reads, never the whole file in memory),
 * from the app's own process: client and server share one event loop, where a browser would run
 * beside the app.
 * Each figure is the median of 3 runs, alternating which path goes first. The random file is
 * written once in a temp folder; the bench removes it, its database and its storage at the end.
 * UPLOAD_BENCH_MIB changes the file size (a quick try). Prints figures only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { createBenchProject, type Gql, uuidOf } from './support/bench-api.ts';
import { onStorages, withBenchApp } from './support/bench-storages.ts';
import { median } from './support/stats.ts';
import { printTable } from './support/table.ts';
import {
  putRange,
  type SourceFile,
  uploadThroughApp,
  writeRandomFile,
} from './support/upload-client.ts';

const MiB = 1024 * 1024;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const fileSize = Number(process.env.UPLOAD_BENCH_MIB ?? 1024) * MiB;
const which = process.argv[2] ?? 'both';
const rounds = 3;

/** One storage with an app on it: where the bench uploads. */
interface Target {
  name: string;
  origin: string;
  storage: ObjectStorage;
  gql: Gql;
  folderId: string;
  projectPrefix: string;
}

interface AppRun {
  totalMs: number;
  partsMs: number;
  finalizeMs: number;
}

async function throughApp(target: Target, file: SourceFile): Promise<AppRun> {
  const started = performance.now();
  const upload = await uploadThroughApp(target, target.folderId, { ...file, name: 'bench.bin' });
  const done = performance.now();
  await target.storage.deletePrefix(target.projectPrefix);
  return {
    totalMs: done - started,
    partsMs: upload.partsDone - upload.partsStarted,
    finalizeMs: done - upload.partsDone,
  };
}

async function plainPut(target: Target, file: SourceFile, round: number): Promise<number> {
  const key = `bench/plain-${round}.bin`;
  const { storage } = target;
  const partSize = file.size;
  const multipartId = await storage.createMultipartUpload(key, 'application/octet-stream', {
    partSize,
  });
  const [url = ''] = await storage.signPartUrls(key, multipartId, 1, 3600);
  const started = performance.now();
  const etag = await putRange(new URL(url, target.origin).href, file, 0, file.size);
  if (isLocalDiskStorage(storage)) {
    await storage.completeMultipartUpload(key, multipartId, [{ partNumber: 1, etag }]);
  }
  const elapsed = performance.now() - started;
  if (isLocalDiskStorage(storage)) await storage.deletePrefix(key);
  else await storage.abortMultipartUpload(key, multipartId);
  return elapsed;
}

const rate = (ms: number) => fileSize / MiB / (ms / 1000);

async function measure(target: Target, file: SourceFile): Promise<string[][]> {
  const app: AppRun[] = [];
  const plain: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const appFirst = round % 2 === 0;
    if (appFirst) app.push(await throughApp(target, file));
    plain.push(await plainPut(target, file, round));
    if (!appFirst) app.push(await throughApp(target, file));
  }
  const appMs = median(app.map((run) => run.totalMs));
  const plainMs = median(plain);
  const runs = (values: number[]) => values.map((ms) => rate(ms).toFixed(0)).join(' ');
  const partsMs = median(app.map((run) => run.partsMs));
  const finalizeMs = median(app.map((run) => run.finalizeMs));
  return [
    [
      ...[target.name, 'through the app', rate(appMs).toFixed(0)],
      runs(app.map((run) => run.totalMs)),
      `parts ${rate(partsMs).toFixed(0)} MiB/s, finalise ${(finalizeMs / 1000).toFixed(2)} s`,
    ],
    [target.name, 'plain PUT', rate(plainMs).toFixed(0), runs(plain), ''],
    [target.name, 'ratio app/plain', (plainMs / appMs).toFixed(2), '', 'target ≥ 0.8'],
  ];
}

/** An app on `storage` (own database, PostgreSQL log, in-process fan-out), measured. */
function measureOn(file: SourceFile) {
  return (name: string, storage: ObjectStorage) =>
    withBenchApp(databaseUrl, storage, async ({ origin, gql }) => {
      const { projectId, rootFolderId } = await createBenchProject(gql, `Upload bench ${name}`);
      const projectPrefix = `projects/${uuidOf(projectId)}/`;
      return measure({ name, origin, storage, gql, folderId: rootFolderId, projectPrefix }, file);
    });
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-upload-bench-'));
  let rows: string[][] = [];
  try {
    const path = join(dir, 'bench.bin');
    await writeRandomFile(path, fileSize);
    const file = { path, size: fileSize };
    const load = loadavg()[0]?.toFixed(1);
    console.log(
      `${fileSize / MiB} MiB of random bytes, median of ${rounds} runs; ` +
        `${cpus().length} cores, load ${load}\n`,
    );
    rows = await onStorages(which, dir, measureOn(file));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  printTable(['storage', 'path', 'MiB/s', 'runs (MiB/s)', ''], rows);
}

await main();

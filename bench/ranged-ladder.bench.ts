/**
 * A long take's full ladder with one, two and four transcoders sharing a JetStream log (decision
 * 0138): a 1080p25 source from its `asset.version_added` to its `job.completed`, split into the
 * first part (first level, stills, sprites) and the ladder after it (in ranges of 60 s, or whole
 * on one transcoder for comparison). Beside it, ffmpeg alone running the same two runs' argv one
 * after the other. Target: the ladder's time divided by the number of transcoders (up to the
 * cores they have), and one transcoder within 1.2× of ffmpeg alone.
 *
 *   npx tsx bench/ranged-ladder.bench.ts
 *     (NATS_URL; RANGED_LADDER_SECONDS, default 3600; RANGED_LADDER_TRANSCODERS, default 1,2,4;
 *      RANGED_LADDER_PIN, default 1: each transcoder's ffmpeg, and ffmpeg alone, held to one core
 *      as on a machine of its own, the transcoders taking the cores in turn; 0: every core)
 *
 * Transcoders run in this process, each with consumers of its own; storage is a local disk in a
 * temporary folder. Uses streams and a bucket of its own and deletes them at the end.
 */

import { createReadStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  catalogue,
  connectJetStreamEventStore,
  type DomainEvent,
  jobCompleted,
  jobFailed,
  jobLadderQueued,
} from '@rushes/events';
import { createLogger } from '@rushes/runtime';
import { createLocalDiskStorage } from '@rushes/storage';
import { uniqueName } from '@rushes/testing';
import { startTranscoder } from '@rushes/transcoder';
import {
  outputLayout,
  parseProbe,
  planVideo,
  runFfmpeg,
  runFfprobe,
  videoRunArgs,
} from '@rushes/transcoder/pipeline';
import { addVersion, makeTimecodeClip } from '@rushes/transcoder/testing';
import { longSourceOf } from './support/long-source.ts';
import { printTable } from './support/table.ts';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';
const ffprobePath = process.env.FFPROBE_PATH ?? 'ffprobe';
const length = Number(process.env.RANGED_LADDER_SECONDS ?? 3600);
const counts = (process.env.RANGED_LADDER_TRANSCODERS ?? '1,2,4').split(',').map(Number);
const pin = process.env.RANGED_LADDER_PIN !== '0';
const RANGE_SECONDS = 60;
const cores = cpus().length;

/** The ffmpeg a transcoder runs: held to one core when pinning, the machine's otherwise. */
async function ffmpegFor(dir: string, core: number): Promise<string> {
  if (!pin) return ffmpegPath;
  const script = join(dir, `ffmpeg-core-${core}`);
  await writeFile(script, `#!/bin/sh\nexec taskset -c ${core} ${ffmpegPath} "$@"\n`);
  await chmod(script, 0o755);
  return script;
}

interface Timing {
  first: number;
  ladder: number;
  total: number;
  /** The ranges the ladder was encoded in (0: whole). */
  ranges: number;
}

/** ffmpeg alone: probe, plan, then the first run and the ladder's run, one after the other. */
async function ffmpegAlone(dir: string, source: string): Promise<Timing> {
  const outDir = join(dir, 'alone');
  await rm(outDir, { recursive: true, force: true });
  const ffmpeg = await ffmpegFor(dir, 0);
  const signal = new AbortController().signal;
  const started = performance.now();
  const probed = await runFfprobe(ffprobePath, source, signal);
  if (!probed.ok) throw new Error(probed.stderr);
  const media = parseProbe(probed.json);
  if (!media.picture) throw new Error('the source has no picture');
  const { runs, ladder } = planVideo(media, media.picture, { input: source, outDir });
  const folders = [...ladder.map((level) => outputLayout.levelDir(level.name)), 'sprites'];
  await Promise.all(folders.map((folder) => mkdir(join(outDir, folder), { recursive: true })));
  const times: number[] = [];
  for (const run of runs) {
    await runFfmpeg(ffmpeg, videoRunArgs(run), { signal, durationMs: run.durationMs });
    times.push(performance.now() - started);
  }
  const [first = 0, total = 0] = times;
  await rm(outDir, { recursive: true, force: true });
  return { first, ladder: total - first, total, ranges: 0 };
}

/** When the log says it: the commit's time of the first event that passes `is`. */
const timeOf = (events: { event: DomainEvent; at: string }[], is: (e: DomainEvent) => boolean) => {
  const found = events.find(({ event }) => is(event));
  if (!found) throw new Error('the job has no such event');
  return Date.parse(found.at);
};

/** The source through `count` transcoders on a fresh log and storage. */
async function throughTranscoders(
  dir: string,
  source: string,
  count: number,
  rangeSeconds: number,
): Promise<Timing> {
  const log = {
    streamName: uniqueName('BENCH_LADDER'),
    subjectPrefix: uniqueName('bench_ev'),
    kvBucket: uniqueName('bench_names'),
  };
  const store = await connectJetStreamEventStore({ servers: natsUrl, ...log });
  const root = join(dir, `storage-${count}-${rangeSeconds}`);
  const storage = createLocalDiskStorage({ root, publicBaseUrl: '', signingSecret: 'bench' });
  const logger = createLogger({ logLevel: 'warn' });
  const transcoders = [];
  try {
    const version = await addVersion(store);
    await storage.putObject(version.sourceKey, createReadStream(source), {
      contentType: 'video/quicktime',
    });
    // The transcoders read the log from its start: the clock starts with them, the source in
    // storage as after an upload's finalise.
    const added = Date.now();
    for (let i = 0; i < count; i++) {
      transcoders.push(
        startTranscoder({
          ...{ store, storage, catalogue, logger, rangeSeconds },
          ...{ workDir: join(dir, `work-${i}`), ffprobePath },
          ffmpegPath: await ffmpegFor(dir, i % cores),
        }),
      );
    }
    for (;;) {
      const job = await store.readStream(`job.${version.jobId}`);
      const events = job.commits.flatMap((commit) =>
        commit.events.map((stored) => ({
          event: catalogue.decode(stored, commit.meta),
          at: commit.meta.at,
        })),
      );
      const failed = events.find(({ event }) => jobFailed.is(event));
      if (failed && jobFailed.is(failed.event)) throw new Error(failed.event.data.reason);
      if (events.some(({ event }) => jobCompleted.is(event))) {
        const queued = timeOf(events, jobLadderQueued.is);
        const completed = timeOf(events, jobCompleted.is);
        const ladder = events.map(({ event }) => event).find(jobLadderQueued.is);
        const ranges = ladder?.data.ranges ?? 0;
        return {
          first: queued - added,
          ladder: completed - queued,
          total: completed - added,
          ranges,
        };
      }
      await sleep(250);
    }
  } finally {
    await Promise.all(transcoders.map((transcoder) => transcoder.stop()));
    await store.close();
    await rm(root, { recursive: true, force: true });
    const nc = await connect({ servers: natsUrl });
    const jsm = await jetstreamManager(nc);
    const streams = [log.streamName, `KV_${log.kvBucket}`];
    await Promise.all(streams.map((name) => jsm.streams.delete(name).catch(() => false)));
    await nc.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-ranged-ladder-'));
  try {
    await mkdir(join(dir, 'base'));
    const base = await makeTimecodeClip(join(dir, 'base'), { seconds: 60 });
    const source = await longSourceOf(ffmpegPath, dir, base, length);
    const alone = await ffmpegAlone(dir, source);
    const rows: [string, Timing][] = [['ffmpeg alone, one run after the other', alone]];
    const whole = await throughTranscoders(dir, source, 1, 0);
    rows.push(['1 transcoder, ladder whole', whole]);
    for (const count of counts) {
      const timing = await throughTranscoders(dir, source, count, RANGE_SECONDS);
      rows.push([
        `${count} transcoder${count > 1 ? 's' : ''}, ranges of ${RANGE_SECONDS} s`,
        timing,
      ]);
    }
    const oneRanged = rows.find(([name]) => name.startsWith('1 transcoder, ranges'))?.[1];
    const used = pin ? 'each transcoder held to one core, taken in turn' : 'every core shared';
    console.log(
      `\n${(length / 60).toFixed(1)} min of 1080p25; ${cores} cores, ${used}; load ${loadavg()[0]?.toFixed(1)}\n`,
    );
    printTable(
      [
        'run',
        'ranges',
        'first part',
        'ladder after it',
        'whole job',
        'ladder vs alone',
        'speed-up',
      ],
      rows.map(([name, timing]) => [
        name,
        `${timing.ranges}`,
        seconds(timing.first),
        seconds(timing.ladder),
        seconds(timing.total),
        (timing.ladder / alone.ladder).toFixed(2),
        oneRanged ? (oneRanged.ladder / timing.ladder).toFixed(2) : '-',
      ]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

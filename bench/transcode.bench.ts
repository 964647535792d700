/**
 * Transcode overhead: the 10 s 1080p25 clip through `processVersion` (local-disk storage in a
 * temp folder: download, probe, encode, upload, master playlist, callbacks) next to the same
 * ffprobe and ffmpeg commands run alone (same argv, no storage). Prints the time to the first
 * playable level and to the full ladder for both, and their ratio (target ≤ 1.2).
 *
 *   npx tsx bench/transcode.bench.ts [rounds]     (FFMPEG_PATH, FFPROBE_PATH; default: PATH)
 *
 * Rounds alternate pipeline and plain runs; medians are printed. Nothing asserts time.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLocalDiskStorage } from '@rushes/storage';
import {
  outputLayout,
  parseProbe,
  planVideo,
  processVersion,
  runFfmpeg,
  runFfprobe,
  videoRunArgs,
} from '@rushes/transcoder/pipeline';
import { makeTimecodeClip } from '@rushes/transcoder/testing';

const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';
const ffprobePath = process.env.FFPROBE_PATH ?? 'ffprobe';
const rounds = Number(process.argv[2] ?? 3);
const signal = new AbortController().signal;

interface Timing {
  firstLevel: number;
  fullLadder: number;
}

async function throughPipeline(dir: string, clip: string, round: number): Promise<Timing> {
  const storage = createLocalDiskStorage({
    root: join(dir, 'storage'),
    publicBaseUrl: '',
    signingSecret: 'bench',
  });
  const sourceKey = `bench/${round}/source.mov`;
  await storage.putObject(sourceKey, await readFile(clip), { contentType: 'video/quicktime' });
  const levels: number[] = [];
  const started = performance.now();
  await processVersion({
    sourceKey,
    outputPrefix: `bench/${round}/`,
    filename: 'clip.mov',
    mimetype: 'video/quicktime',
    storage,
    workDir: join(dir, 'work'),
    ffmpegPath,
    ffprobePath,
    signal,
    onProbe: async () => undefined,
    onPlayable: async () => undefined,
    onLevel: async () => {
      levels.push(performance.now() - started);
    },
    onProgress: async () => undefined,
  });
  return { firstLevel: levels[0] ?? Number.NaN, fullLadder: levels.at(-1) ?? Number.NaN };
}

async function alone(dir: string, clip: string, round: number): Promise<Timing> {
  const outDir = join(dir, `plain-${round}`);
  const started = performance.now();
  const probed = await runFfprobe(ffprobePath, clip, signal);
  if (!probed.ok) throw new Error(probed.stderr);
  const media = parseProbe(probed.json);
  if (!media.picture) throw new Error('the clip has no picture');
  const plan = planVideo(media, media.picture, { input: clip, outDir });
  const folders = [...plan.ladder.map((l) => outputLayout.levelDir(l.name)), 'sprites'];
  await Promise.all(folders.map((folder) => mkdir(join(outDir, folder), { recursive: true })));
  const ends: number[] = [];
  for (const run of plan.runs) {
    await runFfmpeg(ffmpegPath, videoRunArgs(run), { signal, durationMs: run.durationMs });
    ends.push(performance.now() - started);
  }
  await rm(outDir, { recursive: true, force: true });
  return { firstLevel: ends[0] ?? Number.NaN, fullLadder: ends.at(-1) ?? Number.NaN };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-transcode-bench-'));
  try {
    const clip = await makeTimecodeClip(dir);
    const piped: Timing[] = [];
    const plain: Timing[] = [];
    for (let round = 0; round < rounds; round++) {
      piped.push(await throughPipeline(dir, clip, round));
      plain.push(await alone(dir, clip, round));
      console.log(`round ${round + 1}/${rounds} done`);
    }
    for (const key of ['firstLevel', 'fullLadder'] as const) {
      const p = median(piped.map((t) => t[key]));
      const a = median(plain.map((t) => t[key]));
      const label = key === 'firstLevel' ? 'first playable level' : 'full ladder';
      console.log(
        `${label.padEnd(22)} pipeline ${seconds(p)}   ffmpeg alone ${seconds(a)}   ratio ${(p / a).toFixed(2)} (target ≤ 1.2)`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

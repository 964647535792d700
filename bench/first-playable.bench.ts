/**
 * Playable in seconds whatever the length: 1080p25 sources of 10 s, 10 min and 60 min, each
 * uploaded through its own `npm start` app (bundled PostgreSQL, local disk, in-process transcoder),
 * timed from the finalise sent until Chromium, on the viewer's page opened at once, has a decoded
 * frame (`requestVideoFrameCallback`, or `loadeddata`). Beside it, ffmpeg alone on the same file
 * with the same first run's arguments until its first segment is on disk. Targets: under 5 s,
 * and within 1.2× of ffmpeg alone, for every length. Between, when the page asked for the
 * master playlist (it has heard the stream is there).
 *
 *   npm run build && npx tsx bench/first-playable.bench.ts
 *     (CHROMIUM_PATH, default /usr/bin/chromium; FIRST_PLAYABLE_SECONDS, default 10,600,3600)
 *
 * The longer sources repeat a one-minute clip (stream copy), so making them costs seconds. The
 * page's clock and this process's are the machine's one clock (`Date.now()` in both).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  outputLayout,
  parseProbe,
  planVideo,
  runFfmpeg,
  runFfprobe,
  videoRunArgs,
} from '@rushes/transcoder/pipeline';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import type { Browser } from 'playwright-core';
import { createBenchProject, signIn } from './support/bench-api.ts';
import { launchChromium, signInPage } from './support/chromium.ts';
import { startEmbeddedApp, withBuiltWebApp } from './support/embedded-app.ts';
import { type FirstFrame, untilFirstFrame } from './support/first-frame.ts';
import { longSourceOf } from './support/long-source.ts';
import { printTable } from './support/table.ts';
import { uploadThroughApp } from './support/upload-client.ts';

const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';
const ffprobePath = process.env.FFPROBE_PATH ?? 'ffprobe';
const lengths = (process.env.FIRST_PLAYABLE_SECONDS ?? '10,600,3600').split(',').map(Number);
const TARGET_MS = 5_000;

/** ffmpeg alone: probe, plan, then the first run until its first segment is written. */
async function ffmpegAlone(dir: string, source: string): Promise<number> {
  const outDir = join(dir, 'alone');
  await rm(outDir, { recursive: true, force: true });
  const started = performance.now();
  const probed = await runFfprobe(ffprobePath, source, new AbortController().signal);
  if (!probed.ok) throw new Error(probed.stderr);
  const media = parseProbe(probed.json);
  if (!media.picture) throw new Error('the source has no picture');
  const [first] = planVideo(media, media.picture, { input: source, outDir }).runs;
  if (!first) throw new Error('the plan has no run');
  const folders = [...first.levels.map((level) => outputLayout.levelDir(level.name)), 'sprites'];
  await Promise.all(folders.map((folder) => mkdir(join(outDir, folder), { recursive: true })));
  const levelDir = join(outDir, outputLayout.levelDir(first.levels[0]?.name ?? ''));
  const stop = new AbortController();
  const running = runFfmpeg(ffmpegPath, videoRunArgs(first), {
    signal: stop.signal,
    durationMs: first.durationMs,
  }).catch(() => undefined);
  // the first media segment is whole once the playlist lists it
  let at = Number.NaN;
  while (Number.isNaN(at)) {
    const files = await readdir(levelDir).catch(() => [] as string[]);
    const playlist = files.includes('index.m3u8')
      ? await readFile(join(levelDir, 'index.m3u8'), 'utf8').catch(() => '')
      : '';
    if (/#EXTINF/.test(playlist)) at = performance.now() - started;
    else await sleep(10);
  }
  stop.abort(new Error('measured'));
  await running;
  return at;
}

interface Row {
  length: string;
  size: number;
  upload: number;
  finalise: number;
  masterAsked: number;
  playable: number;
  alone: number;
}

/**
 * One source through a fresh app (stopped after, so that its transcoder's ladder leaves the
 * processor to what follows): its size, upload time, and finalise → first decoded frame.
 */
async function throughApp(browser: Browser, source: string) {
  const app = await startEmbeddedApp();
  try {
    const { gql } = await signIn(app.origin);
    const { projectId, rootFolderId } = await createBenchProject(gql, 'First playable');
    const { size } = await stat(source);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInPage(page, app.origin);
    const file = { path: source, size, name: 'take.mov' };
    const uploaded = await uploadThroughApp({ gql, origin: app.origin }, rootFolderId, file);
    const finaliseAnswered = performance.now();
    const { finalized, partsStarted, partsDone } = uploaded;
    // the finalise is sent as the last part lands: time runs from there, on the wall clock
    const finaliseSent = performance.timeOrigin + partsDone;
    const viewUrl = `${app.origin}/projects/${projectId}/${rootFolderId}/${finalized.asset.id}`;
    await page.goto(viewUrl, { waitUntil: 'commit' });
    const frame = await page.evaluate<FirstFrame>(untilFirstFrame);
    await page.close();
    // when the page, told the stream is there, asked for its master playlist
    const master = frame.resources.find((resource) => /master\.m3u8/.test(resource.name));
    const masterAsked = frame.wall - frame.at + (master?.start ?? Number.NaN) - finaliseSent;
    const finalise = finaliseAnswered - partsDone;
    const playable = frame.wall - finaliseSent;
    return { size, upload: partsDone - partsStarted, finalise, masterAsked, playable };
  } finally {
    await app.stop();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-first-playable-'));
  let browser: Browser | undefined;
  try {
    await mkdir(join(dir, 'base'));
    const base = await makeTimecodeClip(join(dir, 'base'), { seconds: 60 });
    browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    const rows: Row[] = [];
    for (const length of lengths) {
      const source = await longSourceOf(ffmpegPath, dir, base, length);
      const through = await throughApp(browser, source);
      // ffmpeg alone once the app has stopped, on as quiet a processor
      const alone = await ffmpegAlone(dir, source);
      rows.push({ length: length < 60 ? `${length} s` : `${length / 60} min`, ...through, alone });
      await rm(source);
    }
    console.log(
      `finalise → first playable frame, 1080p25 (${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)})`,
    );
    printTable(
      [
        'source',
        'size',
        'upload',
        'finalise answered',
        'master asked',
        'app: finalise → frame',
        'ffmpeg alone: first segment',
        'ratio',
      ],
      rows.map((row) => [
        row.length,
        `${Math.round(row.size / 1024 / 1024)} MiB`,
        seconds(row.upload),
        seconds(row.finalise),
        seconds(row.masterAsked),
        seconds(row.playable),
        seconds(row.alone),
        (row.playable / row.alone).toFixed(2),
      ]),
    );
    const met = rows.every((row) => row.playable < TARGET_MS && row.playable / row.alone <= 1.2);
    console.log(
      `target under ${seconds(TARGET_MS)} and ≤ 1.2× for every length: ${met ? 'met' : 'missed'}`,
    );
  } finally {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await withBuiltWebApp(main);

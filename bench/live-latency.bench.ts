/**
 * Live glass-to-glass: a test pattern carrying its frame number (FRAME_MARK blocks) is pushed in
 * real time over RTMP to a Live asset of `npm start`'s app; the viewer in Chromium plays it, and
 * every 200 ms the frame it shows is read from its pixels and set against the page's clock: the
 * latency is now − when that frame was captured (the pusher's start + frame ÷ fps, the start read
 * from its progress, within a few milliseconds). Beside it, in the same run: hls.js alone on the
 * same playlist in a plain page, and when each live segment is listed in the playlist (frame at
 * its end captured → listed), what the ingest server adds before any player.
 *
 * Run: npx tsx bench/live-latency.bench.ts (LIVE_SECONDS, default 75)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { FRAME_MARK, frameMarkFilter, shownFrameMarkScript } from '@rushes/transcoder/testing';
import type { Browser, Page } from 'playwright-core';
import { createBenchProject, signIn } from './support/bench-api.ts';
import { serveBenchFiles } from './support/bench-files.ts';
import { launchChromium, signInPage } from './support/chromium.ts';
import { startEmbeddedApp, withBuiltWebApp } from './support/embedded-app.ts';
import { percentile } from './support/stats.ts';
import { printTable } from './support/table.ts';

const FPS = 25;
const SECONDS = Number(process.env.LIVE_SECONDS ?? 75);
/** How long each page is sampled, once it plays. */
const SAMPLE_MS = 20_000;
const TARGET_P50_MS = 5_000;
/** The mark's numbers wrap after this many frames (41 s at 25 fps). */
const WRAP = 2 ** FRAME_MARK.bits;
const hlsScript = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');

const createLiveAsset = `mutation ($input: CreateLiveAssetInput!) {
  createLiveAsset(input: $input) { asset { id } ingest { rtmpUrl } } }`;
const streamOf = `query ($id: ID!) { asset(id: $id) { newestVersion { isLive streamUrl } } }`;

interface Pusher {
  child: ChildProcess;
  /** When its first frame was captured, on the wall clock (ms). */
  started(): number;
}

/**
 * The frame-marked pattern with sound, encoded as a camera's low-latency encoder would, pushed in
 * real time. Its start is the earliest `now − out_time` its progress reports.
 */
function push(url: string): Pusher {
  const child = spawn('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-progress', 'pipe:1', '-stats_period', '0.1', '-re'],
    ...['-f', 'lavfi', '-i', `nullsrc=size=320x180:rate=${FPS}`, '-f', 'lavfi', '-i', 'sine'],
    ...['-vf', frameMarkFilter(), '-t', String(SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(FPS)],
    ...['-c:a', 'aac', '-f', 'flv', url],
  ]);
  let start = Number.POSITIVE_INFINITY;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const now = Date.now();
    for (const match of chunk.matchAll(/out_time_us=(\d+)/g)) {
      start = Math.min(start, now - Number(match[1]) / 1000);
    }
  });
  return { child, started: () => start };
}

/** The frame a mark names: of the numbers it may stand for, the one nearest what is expected. */
const unwrap = (mark: number, expected: number) =>
  mark + WRAP * Math.round((expected - mark) / WRAP);

/** Glass-to-glass latencies (ms) of the page's video, sampled every 200 ms for SAMPLE_MS. */
async function sample(page: Page, pusher: Pusher): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + SAMPLE_MS;
  while (Date.now() < until) {
    const [mark, at] = await page.evaluate<[number | null, number]>(
      `[${shownFrameMarkScript}, Date.now()]`,
    );
    if (mark !== null) {
      const captured = (frame: number) => pusher.started() + (frame * 1000) / FPS;
      const expected = ((at - pusher.started()) * FPS) / 1000;
      latencies.push(at - captured(unwrap(mark, expected)));
    }
    await sleep(200);
  }
  return latencies;
}

/**
 * Until the page's video plays (its time moving). Polled with `evaluate`: the app's CSP allows no
 * eval, which `waitForFunction` needs.
 */
async function untilPlaying(page: Page) {
  const playing = `(() => { const v = document.querySelector('video'); return !!v && v.currentTime > 0 && !v.paused; })()`;
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate<boolean>(playing))) {
    if (Date.now() > deadline) throw new Error('the page did not play the feed in 60 s');
    await sleep(100);
  }
}

/** hls.js alone on a playlist, in a plain page, with its own defaults (3 segments behind the edge). */
const plainPage = (src: string) => `<!doctype html><title>hls.js alone</title>
<video muted playsinline autoplay style="width:640px"></video>
<script src="/__bench/hls.min.js"></script>
<script>
  const video = document.querySelector('video');
  const hls = new Hls();
  hls.loadSource(${JSON.stringify(src)});
  hls.attachMedia(video);
  video.play().catch(() => {});
</script>`;

/**
 * Polls the level's playlist (through the app's playlist route) every 100 ms while the feed runs:
 * for each segment, when it was listed, from when the frame at its end was captured (ms).
 */
async function segmentLatencies(masterUrl: string, pusher: Pusher, until: Promise<unknown>) {
  let done = false;
  until.finally(() => {
    done = true;
  });
  const master = await (await fetch(masterUrl)).text();
  const levelUrl = master.split('\n').find((line) => line.includes('.m3u8')) ?? '';
  const listed = new Map<number, number>();
  while (!done) {
    const playlist = await (await fetch(new URL(levelUrl, masterUrl))).text();
    const now = Date.now();
    let end = 0;
    for (const match of playlist.matchAll(/#EXTINF:([\d.]+)/g)) {
      end += Number(match[1]) * 1000;
      if (!listed.has(end)) listed.set(end, now);
    }
    await sleep(100);
  }
  return [...listed].slice(1).map(([end, at]) => at - (pusher.started() + end));
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const row = (name: string, values: number[]) => [
  name,
  String(values.length),
  ms(percentile(values, 50)),
  ms(percentile(values, 95)),
  ms(Math.max(...values)),
];

async function main(): Promise<void> {
  const app = await startEmbeddedApp();
  let browser: Browser | undefined;
  let pusher: Pusher | undefined;
  try {
    const { gql } = await signIn(app.origin);
    const { projectId, rootFolderId } = await createBenchProject(gql, 'Live latency');
    const input = { folderId: rootFolderId, name: 'Stage feed' };
    const { createLiveAsset: made } = await gql<{
      createLiveAsset: { asset: { id: string }; ingest: { rtmpUrl: string } };
    }>(createLiveAsset, { input });
    browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInPage(page, app.origin);

    pusher = push(made.ingest.rtmpUrl.replace('//localhost:', '//127.0.0.1:'));
    const pushed = new Promise((resolve) => pusher?.child.once('exit', resolve));
    let streamUrl: string | null = null;
    while (!streamUrl) {
      await sleep(100);
      const { asset } = await gql<{
        asset: { newestVersion: { isLive: boolean; streamUrl: string | null } };
      }>(streamOf, { id: made.asset.id });
      streamUrl = asset.newestVersion.isLive ? asset.newestVersion.streamUrl : null;
    }
    // the stream's address is the app's own path
    const segments = segmentLatencies(new URL(streamUrl, app.origin).href, pusher, pushed);

    await page.goto(`${app.origin}/projects/${projectId}/${rootFolderId}/${made.asset.id}`);
    await untilPlaying(page);
    const viewer = await sample(page, pusher);

    const plain = await context.newPage();
    const hls = await readFile(hlsScript, 'utf8');
    const files = new Map([
      ['/__bench/hls.min.js', () => ({ type: 'text/javascript', body: hls })],
      ['/__bench/plain', () => ({ type: 'text/html', body: plainPage(streamUrl ?? '') })],
    ]);
    await serveBenchFiles(await context.newCDPSession(plain), files);
    await plain.goto(`${app.origin}/__bench/plain`);
    await untilPlaying(plain);
    const alone = await sample(plain, pusher);
    const listed = await segments;

    console.log(
      `live glass-to-glass, 320×180 ${FPS} fps over RTMP, ${SECONDS} s feed (${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)})`,
    );
    printTable(
      ['measured', 'samples', 'p50', 'p95', 'max'],
      [
        row('Rushes viewer: frame captured → shown', viewer),
        row('baseline: hls.js alone on the same playlist', alone),
        row('segment: its last frame captured → listed', listed),
      ],
    );
    const met = percentile(viewer, 50) < TARGET_P50_MS;
    console.log(`target p50 under ${ms(TARGET_P50_MS)}: ${met ? 'met' : 'missed'}`);
  } finally {
    pusher?.child.kill();
    await browser?.close();
    await app.stop();
  }
}

await withBuiltWebApp(main);

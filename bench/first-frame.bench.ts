/**
 * Opening an asset to its first decoded frame, on loopback: from the navigation to the viewer's
 * address of a processed 10 s 1080p25 clip until its video element has a decoded frame
 * (`requestVideoFrameCallback`, or `loadeddata`: readyState ≥ 2), beside a plain page that loads
 * hls.js alone on the same master playlist (signed URLs freshly asked for, as the viewer does)
 * until its first decoded frame (target < 0.5 s, ratio ≤ 1.2).
 *
 *   npm run build && npx tsx bench/first-frame.bench.ts
 *     (CHROMIUM_PATH, default /usr/bin/chromium; FIRST_FRAME_RUNS, default 10;
 *      FIRST_FRAME_TRACE=1 also lists the last viewer run’s resources)
 *
 * `npm start`'s app (standalone: bundled PostgreSQL, local disk, in-process transcoder) serves
 * the built web app; Chromium (playwright-core) signs in once, then each run is a fresh
 * navigation (the app's files from the browser's cache, as on a second visit; the stream's files
 * too while their signed URLs last, for both pages alike). Both pages time from their own
 * navigation start; a second table times each page's own stream part, from its master playlist
 * asked for to the first decoded frame. The viewer's waterfall (medians, from its resource
 * timings) tells where its time goes. Last, a first visit with the browser's cache emptied: its
 * first frame, and the app's files as sent (compressed) beside their size as built.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import type { Browser, Page } from 'playwright-core';
import { createBenchProject, type Gql, signIn } from './support/bench-api.ts';
import { serveBenchFiles } from './support/bench-files.ts';
import { launchChromium, signInPage } from './support/chromium.ts';
import { startEmbeddedApp, withBuiltWebApp } from './support/embedded-app.ts';
import { type FirstFrame, type Resource, untilFirstFrame } from './support/first-frame.ts';
import { percentile } from './support/stats.ts';
import { printTable } from './support/table.ts';
import { uploadThroughApp } from './support/upload-client.ts';

const webDist = fileURLToPath(new URL('../web/dist', import.meta.url));
const runs = Number(process.env.FIRST_FRAME_RUNS ?? 10);
const warmUp = 2;
const coldRuns = 5;
const hlsScript = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');

const processed = `query ($id: ID!) {
  asset(id: $id) { newestVersion { isProcessing streamUrl } }
}`;

interface Version {
  asset: { newestVersion: { isProcessing: boolean; streamUrl: string | null } };
}

/** hls.js alone on a playlist, in a plain page of the same origin (the same signed URLs work). */
const plainPage = (src: string) => `<!doctype html><title>hls.js alone</title>
<video muted playsinline style="width:960px"></video>
<script src="/__bench/hls.min.js"></script>
<script>
  const video = document.querySelector('video');
  const hls = new Hls();
  hls.loadSource(${JSON.stringify(src)});
  hls.attachMedia(video);
  video.play().catch(() => {});
</script>`;

async function firstFrame(page: Page, url: string): Promise<FirstFrame> {
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  return page.evaluate(untilFirstFrame);
}

/** The end of the first resource whose address matches, or of the last before `before`. */
const endOf = (resources: Resource[], match: RegExp, last = false) => {
  const found = resources.filter((resource) => match.test(resource.name));
  return (last ? found.at(-1) : found[0])?.end ?? Number.NaN;
};

const isMaster = (resource: Resource) => /\.m3u8/.test(resource.name);

/** The viewer's way to its first frame, each step's end from the navigation start. */
function waterfall(run: FirstFrame): Record<string, number> {
  const { resources } = run;
  const master = resources.find(isMaster);
  const beforePlaylist = resources.filter((resource) => resource.start < (master?.start ?? 0));
  return {
    'app scripts loaded': endOf(beforePlaylist, /\/assets\/index-.*\.js$/),
    'session (hello/refresh) answered': endOf(beforePlaylist, /\/v2\/(hello|refresh)/, true),
    'GraphQL queries answered': endOf(beforePlaylist, /\/v2\/graphql/, true),
    'hls.js chunk loaded': endOf(beforePlaylist, /\/assets\/hls.*\.js$/),
    'master playlist asked for': master?.start ?? Number.NaN,
    'first segment loaded': endOf(resources, /\.(ts|m4s|mp4)(\?|$)/),
    'first decoded frame': run.at,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);

async function waitProcessed(gql: Gql, assetId: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const { asset } = await gql<Version>(processed, { id: assetId });
    if (!asset.newestVersion.isProcessing && asset.newestVersion.streamUrl) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the clip was not processed in 5 minutes');
}

async function measure(browser: Browser, origin: string, gql: Gql, viewUrl: string, id: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const hls = { type: 'text/javascript', body: await readFile(hlsScript, 'utf8') };
  let src = '';
  const files = new Map([
    ['/__bench/hls.min.js', () => hls],
    ['/__bench/plain', () => ({ type: 'text/html', body: plainPage(src) })],
  ]);
  const cdp = await context.newCDPSession(page);
  await serveBenchFiles(cdp, files);
  await signInPage(page, origin);
  const app: FirstFrame[] = [];
  const plain: FirstFrame[] = [];
  for (let n = 0; n < warmUp + runs; n++) {
    const viewer = await firstFrame(page, viewUrl);
    const { asset } = await gql<Version>(processed, { id });
    src = asset.newestVersion.streamUrl ?? '';
    const alone = await firstFrame(page, `${origin}/__bench/plain`);
    if (n < warmUp) continue;
    app.push(viewer);
    plain.push(alone);
  }
  // a first visit, as a client opening a link does: nothing in the browser's cache
  const firstVisits: FirstFrame[] = [];
  for (let n = 0; n < coldRuns; n++) {
    await cdp.send('Network.clearBrowserCache');
    firstVisits.push(await firstFrame(page, viewUrl));
  }
  await context.close();
  return { app, plain, firstVisits };
}

/** The app's own files a visit loaded: bytes over the network, and their size as built. */
async function appFileBytes(run: FirstFrame): Promise<{ sent: number; built: number }> {
  const files = run.resources.filter((resource) =>
    /\/assets\/[^/]+\.(js|css)$/.test(resource.name),
  );
  const built = await Promise.all(
    files.map(async (file) => (await stat(join(webDist, new URL(file.name).pathname))).size),
  );
  return {
    sent: files.reduce((sum, file) => sum + file.size, 0),
    built: built.reduce((sum, size) => sum + size, 0),
  };
}

/** The first visit's figures: its first frame, and the app's files as sent beside as built. */
async function reportFirstVisit(visits: FirstFrame[]): Promise<void> {
  const bytes = await Promise.all(visits.map(appFileBytes));
  const kb = (value: number) => `${Math.round(value / 1024)} KB`;
  const median = (values: number[]) => percentile(values, 50);
  console.log(`a first visit, the browser's cache empty (${coldRuns} runs, medians):`);
  printTable(
    ['first visit', 'p50'],
    [
      ['navigation → first decoded frame', ms(median(visits.map((run) => run.at)))],
      ["the app's scripts and styles, as sent", kb(median(bytes.map((each) => each.sent)))],
      ['baseline: the same files as built', kb(median(bytes.map((each) => each.built)))],
    ],
  );
}

function report(app: FirstFrame[], plain: FirstFrame[]): void {
  const at = (list: FirstFrame[], p: number) =>
    percentile(
      list.map((run) => run.at),
      p,
    );
  console.log(`first decoded frame on loopback, ${runs} runs after ${warmUp} warm-ups`);
  console.log(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
  printTable(
    ['navigation → first decoded frame', 'p50', 'p95'],
    [
      ['viewer (the app)', ms(at(app, 50)), ms(at(app, 95))],
      ['baseline: hls.js alone on the same master playlist', ms(at(plain, 50)), ms(at(plain, 95))],
      [
        'ratio (target ≤ 1.2; viewer target < 500 ms)',
        (at(app, 50) / at(plain, 50)).toFixed(2),
        (at(app, 95) / at(plain, 95)).toFixed(2),
      ],
    ],
  );
  // the stream's own part: from the master playlist asked for to the first decoded frame
  const streamPart = (list: FirstFrame[], p: number) =>
    percentile(
      list.map((run) => run.at - (run.resources.find(isMaster)?.start ?? Number.NaN)),
      p,
    );
  printTable(
    ['master playlist asked → first decoded frame', 'p50', 'p95'],
    [
      ['viewer (the app)', ms(streamPart(app, 50)), ms(streamPart(app, 95))],
      ['baseline: hls.js alone', ms(streamPart(plain, 50)), ms(streamPart(plain, 95))],
      [
        'ratio',
        (streamPart(app, 50) / streamPart(plain, 50)).toFixed(2),
        (streamPart(app, 95) / streamPart(plain, 95)).toFixed(2),
      ],
    ],
  );
  const steps = app.map(waterfall);
  const names = Object.keys(steps[0] ?? {});
  console.log('the viewer’s waterfall (medians from its navigation start):');
  printTable(
    ['step', 'ends at'],
    names.map((name) => [
      name,
      ms(
        percentile(
          steps.map((step) => step[name] ?? 0),
          50,
        ),
      ),
    ]),
  );
  const hows = new Set([...app, ...plain].map((run) => run.how));
  console.log(`first frame seen by: ${[...hows].join(', ')}`);
  const last = app.at(-1);
  if (process.env.FIRST_FRAME_TRACE && last) {
    console.log('the last viewer run’s resources (start → end, ms):');
    for (const { name, start, end, size } of last.resources) {
      const from = size === 0 ? 'cache' : `${size} B`;
      const shown = name.length > 110 ? `${name.slice(0, 60)}…${name.slice(-50)}` : name;
      console.log(
        `  ${ms(start).padStart(7)} → ${ms(end).padStart(7)} ${from.padStart(9)}  ${shown}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-first-frame-'));
  const app = await startEmbeddedApp();
  let browser: Browser | undefined;
  try {
    const clip = await makeTimecodeClip(dir);
    const { gql } = await signIn(app.origin);
    const { projectId, rootFolderId } = await createBenchProject(gql, 'First frame');
    const file = { path: clip, size: (await readFile(clip)).length, name: 'clip.mov' };
    const { finalized } = await uploadThroughApp({ gql, origin: app.origin }, rootFolderId, file);
    const assetId = finalized.asset.id;
    await waitProcessed(gql, assetId);
    const viewUrl = `${app.origin}/projects/${projectId}/${rootFolderId}/${assetId}`;
    browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    const {
      app: viewer,
      plain,
      firstVisits,
    } = await measure(browser, app.origin, gql, viewUrl, assetId);
    report(viewer, plain);
    await reportFirstVisit(firstVisits);
  } finally {
    await browser?.close();
    await app.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await withBuiltWebApp(main);

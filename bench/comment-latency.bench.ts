/**
 * Comment-to-other-browser latency: from sending `addComment` over HTTP to BFF A until the
 * `commentChanged` subscription message arrives over graphql-ws from BFF B (target p99 < 250 ms).
 *
 *   npx tsx bench/comment-latency.bench.ts    (DATABASE_URL, NATS_URL, REDIS_URL; defaults: the
 *                                              local servers)
 *
 * Two BFFs as in deploy/, both `startBff` apps on free loopback ports in this process: one
 * database, the JetStream log, a Redis emitter each, one local-disk storage in a temp folder.
 * The admin uploads a tiny file through A (startUpload, PUT, finalizeUpload) to get a version,
 * subscribes to `commentChanged(assetId)` on B with the `graphql-ws` client (as the web app
 * does) over `ws`, then posts 300 comments one at a time on A, each after the previous one
 * arrived. Also prints how long A took to answer the mutation.
 *
 * Then the same in two real Chromium pages (playwright-core, CHROMIUM_PATH or /usr/bin/chromium)
 * against the app `npm start` runs (spawned on a fresh data folder, serving the `web/dist`
 * already built): both sign in and open the asset's view; page A posts 100 comments through the
 * comment UI (Add Comment, type, Post), one at a time; page B's MutationObserver stamps when each
 * text appears, page A's click listener when Post was clicked (`Date.now()` in both: one clock).
 * `[node|browser|both]` picks the figures (default both). Everything the bench made — databases,
 * stream, bucket, data and temp folders, browser, app — is removed at the end. Prints figures.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import type { Browser, Page } from 'playwright-core';
import { createBenchProject, signIn } from './support/bench-api.ts';
import type { BenchBff } from './support/bench-bff.ts';
import { launchChromium, signInPage } from './support/chromium.ts';
import { startEmbeddedApp } from './support/embedded-app.ts';
import { arrivals } from './support/live-arrivals.ts';
import { percentile } from './support/stats.ts';
import { uploadTinyFile, withTwoBffs } from './support/two-bffs.ts';

const comments = 300;
const warmups = 20;
const browserComments = 100;
const browserWarmups = 5;
const which = process.argv[2] ?? 'both';
const arrivalTimeoutMs = 5_000;
// `ws` ships no types here; graphql-ws takes any WebSocket implementation.
const WebSocket: unknown = createRequire(import.meta.url)('ws');

const addCommentMutation = `
  mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`;
const commentChangedSubscription = `
  subscription ($assetId: ID!) { commentChanged(assetId: $assetId) { change comment { text } } }`;
type CommentChanged = { commentChanged: { comment: { text: string } } };

async function measure(a: BenchBff, b: BenchBff) {
  const { token, gql } = await signIn(a.origin);
  const { rootFolderId } = await createBenchProject(gql, 'Comment latency bench');
  const { assetId, versionId } = await uploadTinyFile(gql, a.origin, rootFolderId);
  const client = createClient({
    url: `${b.origin.replace(/^http/, 'ws')}/ws`,
    connectionParams: { token },
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  const post = (text: string) => gql(addCommentMutation, { input: { versionId, text } });
  try {
    const feed = arrivals<CommentChanged>(
      client,
      { query: commentChangedSubscription, variables: { assetId } },
      (data) => data.commentChanged.comment.text,
      arrivalTimeoutMs,
    );
    // The subscription starts asynchronously: post until one comes back, then warm up.
    for (let attempt = 0; !feed.hasAny() && attempt < 50; attempt++) await post(`Hello ${attempt}`);
    if (!feed.hasAny()) throw new Error('the subscription on B never delivered a comment');
    const latencies: number[] = [];
    const answers: number[] = [];
    let lost = 0;
    for (let n = 0; n < warmups + comments; n++) {
      const text = `Comment ${n}`;
      const arrived = feed.arrival(text);
      const sent = performance.now();
      await post(text);
      const answered = performance.now();
      const at = await arrived;
      if (n < warmups) continue;
      answers.push(answered - sent);
      if (at === null) lost++;
      else latencies.push(at - sent);
    }
    feed.stop();
    return { latencies, answers, lost };
  } finally {
    await client.dispose();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (values: number[]) =>
  [50, 95, 99, 100]
    .map((p) => `${p === 100 ? 'max' : `p${p}`} ${ms(percentile(values, p))}`)
    .join('  ');

async function nodeFigure() {
  await withTwoBffs(async (a, b) => {
    const { latencies, answers, lost } = await measure(a, b);
    const load = loadavg()[0]?.toFixed(1);
    console.log(
      `Two BFFs (JetStream, Redis): ${comments} comments after ${warmups} warm-ups; load ${load}`,
    );
    console.log(
      `  addComment on A → commentChanged on B  ${summary(latencies)}  (target p99 < 250 ms)`,
    );
    console.log(`  addComment answered by A               ${summary(answers)}`);
    if (lost > 0) console.log(`  ${lost} comments did not arrive within ${arrivalTimeoutMs} ms`);
  });
}

// Runs in both pages before the app: stamps when a comment text first appears in the DOM and
// when a Post button is clicked.
const pageScript = `(() => {
  window.__seen = {};
  window.__postClickedAt = 0;
  const record = (text) => {
    for (const found of text.match(/Browser comment \\d+/g) ?? []) {
      if (!(found in window.__seen)) window.__seen[found] = Date.now();
    }
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') record(r.target.textContent ?? '');
      for (const node of r.addedNodes) record(node.textContent ?? '');
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.textContent?.trim() === 'Post') window.__postClickedAt = Date.now();
  }, true);
})();`;

/** A browser context of its own, signed in through the sign-in screen, on the asset's view. */
async function openViewer(browser: Browser, origin: string, viewPath: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(pageScript);
  await signInPage(page, origin);
  await page.goto(`${origin}${viewPath}`);
  await page.getByTestId('comments-sidebar').waitFor();
  return page;
}

/**
 * When `text` appeared on the page (its observer's stamp), polled from here: the app's CSP
 * (no 'unsafe-eval') stops Playwright's in-page `waitForFunction` polling.
 */
async function shownAt(page: Page, text: string): Promise<unknown> {
  const deadline = Date.now() + arrivalTimeoutMs;
  while (Date.now() < deadline) {
    const stamp: unknown = await page.evaluate(`window.__seen[${JSON.stringify(text)}]`);
    if (stamp !== undefined) return stamp;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** Posts `text` through page A's comment UI; ms from the Post click to the text on page B. */
async function postThroughUi(a: Page, b: Page, text: string): Promise<number | null> {
  await a.getByRole('button', { name: 'Add Comment' }).click();
  await a.getByLabel('Leave your comment…').fill(text);
  await a.getByRole('button', { name: 'Post', exact: true }).click();
  const seenAt = await shownAt(b, text);
  const clickedAt: unknown = await a.evaluate('window.__postClickedAt');
  await a.getByRole('button', { name: 'Add Comment' }).waitFor({ timeout: arrivalTimeoutMs });
  return typeof seenAt === 'number' && typeof clickedAt === 'number' ? seenAt - clickedAt : null;
}

async function browserFigure() {
  if (!existsSync(new URL('../web/dist/index.html', import.meta.url))) {
    console.log('Chromium figure skipped: web/dist is not built (npm run build)');
    return;
  }
  const app = await startEmbeddedApp();
  let browser: Browser | undefined;
  try {
    const { gql } = await signIn(app.origin);
    const { projectId, rootFolderId } = await createBenchProject(gql, 'Comment latency browser');
    const { assetId } = await uploadTinyFile(gql, app.origin, rootFolderId);
    const viewPath = `/projects/${projectId}/${rootFolderId}/${assetId}`;
    browser = await launchChromium();
    const a = await openViewer(browser, app.origin, viewPath);
    const b = await openViewer(browser, app.origin, viewPath);
    const latencies: number[] = [];
    let lost = 0;
    for (let n = 0; n < browserWarmups + browserComments; n++) {
      const latency = await postThroughUi(a, b, `Browser comment ${n}`);
      if (n < browserWarmups) continue;
      if (latency === null) lost++;
      else latencies.push(latency);
    }
    const load = loadavg()[0]?.toFixed(1);
    console.log(
      `Two Chromium pages, \`npm start\`: ${browserComments} comments after ${browserWarmups} warm-ups; load ${load}`,
    );
    console.log(
      `  Post clicked in A → text shown in B    ${summary(latencies)}  (target p99 < 250 ms)`,
    );
    if (lost > 0) console.log(`  ${lost} comments did not show within ${arrivalTimeoutMs} ms`);
  } finally {
    await browser?.close();
    await app.stop();
  }
}

console.log(`${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`);
if (which !== 'browser') await nodeFigure();
if (which !== 'node') await browserFigure();

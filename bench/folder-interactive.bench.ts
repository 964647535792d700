/**
 * A folder of 10,000 assets in Chromium: the time from navigating to the folder until its list is
 * interactive (the first rows drawn and a Ctrl-click on one selects it), then the time to scroll
 * to its end and the frames over 50 ms on the way (target: interactive under 1.5 s, smooth).
 *
 *   npm run build && npx tsx bench/folder-interactive.bench.ts
 *     (DATABASE_URL, default the local server; CHROMIUM_PATH, default /usr/bin/chromium;
 *      WEB_DIST, default web/dist; FOLDER_BENCH_ASSETS and FOLDER_BENCH_RUNS, default 10000, 10)
 *
 * One BFF as `npm start` wires it serves the built web app on a loopback port; the folder is
 * written straight into the read models (as folder-list.bench.ts does). Chromium (playwright-core)
 * signs in through the sign-in screen once, then each run is a fresh navigation to the folder
 * (the app's files from the browser's cache, as on a second visit). Beside it, in the same
 * process: the folder's first page asked for alone over GraphQL, and a plain page of 100 rows
 * set and clicked the same way (what the browser and its driver cost by themselves).
 * The scroll moves the list's scroll area 500 px a frame (a fast fling) until the last row is
 * drawn; the list asks for the next page (250 rows) as the end of what is loaded nears.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalDiskStorage } from '@rushes/storage';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { type BenchApp, withBenchApp } from './support/bench-storages.ts';
import { launchChromium, signInPage } from './support/chromium.ts';
import { seedFolder } from './support/folder-seed.ts';
import { percentile, timed } from './support/stats.ts';
import { printTable } from './support/table.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../web/dist', import.meta.url));
const assets = Number(process.env.FOLDER_BENCH_ASSETS ?? 10_000);
const runs = Number(process.env.FOLDER_BENCH_RUNS ?? 10);
const warmUp = 2;
const scrollStep = 500;
const slowFrameMs = 50;

/** The list's first page as the folder screen asks for it, alone. */
const firstPage = `query ($id: ID!) {
  folder(id: $id) {
    id
    children(first: 100) { edges { cursor node { id name createdAt thumbnailUrl } } pageInfo { hasNextPage endCursor } }
    assets(first: 100) {
      edges {
        cursor
        node {
          id name createdAt allowedTo { edit delete download share }
          newestVersion { size duration isProcessing processingJob { id updatedAt } }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/** 100 rows of a plain table; a Ctrl-click marks its row chosen, as the folder list does. */
const plainPage = `<!doctype html><table><tbody>${Array.from(
  { length: 100 },
  (_, n) => `<tr style="height:48px"><td>Row ${n}</td></tr>`,
).join('')}</tbody></table><script>
document.addEventListener('click', (event) => {
  const row = event.target.closest('tr');
  if (row && event.ctrlKey) row.setAttribute('aria-selected', 'true');
});</script>`;

const ms = (value: number) => `${Math.round(value)} ms`;
const summary = (values: number[]) => [ms(percentile(values, 50)), ms(percentile(values, 99))];

/** From the navigation until a Ctrl-click on the first row has chosen it. */
async function untilInteractive(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  return timed(async () => {
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .locator('tbody tr:not([aria-hidden])')
      .first()
      .click({ modifiers: ['Control'] });
    await page.locator('tbody tr[aria-selected="true"]').waitFor();
  });
}

/** The same for a plain page of 100 rows. */
async function plainInteractive(page: Page): Promise<number> {
  await page.goto('about:blank');
  return timed(async () => {
    await page.setContent(plainPage);
    await page
      .locator('tbody tr')
      .first()
      .click({ modifiers: ['Control'] });
    await page.locator('tbody tr[aria-selected="true"]').waitFor();
  });
}

interface ScrollRun {
  elapsed: number;
  frames: number[];
  reachedEnd: boolean;
}

/**
 * Scrolls the list's scroll area `step` px a frame until its body is as tall as `rows` rows and
 * the last of them is in view; every frame's time on the way. (Run in the page, as text: the app's
 * CSP allows no eval, which Playwright's function arguments would need.)
 */
const scrollToEnd = (rows: number, step: number) => `new Promise((resolve) => {
  const body = document.querySelector('tbody');
  let scroller = body?.parentElement ?? null;
  while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY)) {
    scroller = scroller.parentElement;
  }
  const frames = [];
  const started = performance.now();
  let last = started;
  const tick = (now) => {
    frames.push(now - last);
    last = now;
    if (!body || !scroller) return resolve({ elapsed: 0, frames, reachedEnd: false });
    scroller.scrollTop += ${step};
    const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
    const reachedEnd = atEnd && body.getBoundingClientRect().height >= ${rows} * 48;
    if (reachedEnd || now - started > 180000) resolve({ elapsed: now - started, frames, reachedEnd });
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

async function main(): Promise<void> {
  if (!existsSync(`${webDist}/index.html`)) {
    console.log(`skipped: ${webDist} is not built (npm run build)`);
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'rushes-interactive-bench-'));
  const storage = createLocalDiskStorage({
    ...{ root: join(folder, 'storage'), publicBaseUrl: '' },
    signingSecret: 'a-bench-secret-that-is-long-enough-0123456789',
  });
  await withBenchApp(databaseUrl, storage, (app) => measure(app), { webDist });
  await rm(folder, { recursive: true, force: true });
}

/** Seeds the folder, then times it in Chromium against the baselines and prints the figures. */
async function measure(app: BenchApp): Promise<void> {
  const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
  let browser: Browser | undefined;
  try {
    const root = await seedFolder(pool, assets);
    await pool.query('ANALYZE asset; ANALYZE version');
    const { rows } = await pool.query<{ project: string }>(
      'SELECT project_id AS project FROM folder WHERE id = $1',
      [root],
    );
    const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
    const folderId = globalId('Folder', root);
    const url = `${app.origin}/projects/${globalId('Project', rows[0]?.project ?? '')}/${folderId}`;
    const { gql } = app;

    browser = await launchChromium();
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 } })
    ).newPage();
    await signInPage(page, app.origin);
    const times = { interactive: [] as number[], plain: [] as number[], graphql: [] as number[] };
    for (let n = 0; n < warmUp + runs; n++) {
      const interactive = await untilInteractive(page, url);
      const plain = await plainInteractive(page);
      const graphql = await timed(() => gql(firstPage, { id: folderId }));
      if (n < warmUp) continue;
      times.interactive.push(interactive);
      times.plain.push(plain);
      times.graphql.push(graphql);
    }

    await page.goto(url);
    await page.locator('tbody tr:not([aria-hidden])').first().waitFor();
    const scroll: ScrollRun = await page.evaluate(scrollToEnd(assets, scrollStep));
    const drawn = await page.locator('tbody tr:not([aria-hidden])').count();
    const slow = scroll.frames.filter((frame) => frame > slowFrameMs);

    console.log(`folder of ${assets} assets in Chromium, ${runs} runs after ${warmUp} warm-ups`);
    console.log(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
    printTable(
      ['until interactive', 'p50', 'p99'],
      [
        [
          'folder list: navigation → first rows → Ctrl-click selects',
          ...summary(times.interactive),
        ],
        ['baseline: plain page of 100 rows, set → click selects', ...summary(times.plain)],
        ['baseline: the first page alone over GraphQL (Node)', ...summary(times.graphql)],
      ],
    );
    console.log(
      `scroll to the end (${scrollStep} px a frame): ${scroll.reachedEnd ? ms(scroll.elapsed) : 'did not reach the end'}, ` +
        `${scroll.frames.length} frames, p50 ${ms(percentile(scroll.frames, 50))}, ` +
        `p99 ${ms(percentile(scroll.frames, 99))}, max ${ms(Math.max(...scroll.frames))}; ` +
        `${slow.length} over ${slowFrameMs} ms${slow.length ? ` (${slow.map(ms).join(', ')})` : ''}; ` +
        `${drawn} rows in the page at the end`,
    );
  } finally {
    await browser?.close();
    await pool.end();
  }
}

await main();

/**
 * Fast transfer from a location (issue 24): a file uploaded with Rushes Transfer (UFTP through
 * Rushes Transfer's server) and through the browser's web path (Chromium on the user's side of
 * the link), beside the link's capacity (iperf3 over UDP at the link's rate, from the user's
 * side); then the helper's file downloaded back with Rushes Transfer (ranged GETs) and with the
 * viewer's Download in Chromium, beside the capacity from this machine's side; then, on a clean
 * link, the helper beside a plain PUT of the same bytes (curl to a sink that writes them to disk
 * and flushes them before it answers, as storage does) and a plain GET (curl from a file server,
 * written to disk).
 *
 *   npx tsx bench/fast-transfer.bench.ts     (as root: it builds a network namespace; needs
 *                                             uftp, iperf3, curl, and vde2 where netem is absent)
 *
 * The user's machine is a network namespace behind the emulated link (bench/support/lossy-link.ts:
 * 100 Mbit/s, 100 ms round trip, 1 % loss each way; its TCP is loss-based, as users' machines').
 * This machine, across it, runs the app as `npm start` does (bundled PostgreSQL, local disk, which
 * takes the files the server received whole) and Rushes Transfer's server. The helper runs in the namespace (bench/support/drive-helper.ts),
 * paired and driven through its own API; Chromium runs there too (through `ip netns exec`), signs
 * in and uploads through Upload Files as a person does. Each figure is one run, timed from the
 * request to the asset's finalise (with, for the helper, when its bytes had all arrived: the rest
 * is the finalise); rates are of the file's bytes. FAST_BENCH_MIB sets the
 * helper's file (default 1024), FAST_BENCH_WEB_MIB the browser's (default 128: at a tenth of the
 * link, a gigabyte takes twenty minutes; rates compare). Prints figures only; targets: the helper
 * at ≥ 0.8 of the capacity and ≥ 5× the web path, and within 10 % of the plain PUT when clean.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { transferSpecOf } from '@rushes/rules';
import { freeLoopbackPort } from '@rushes/runtime';
import type { Page } from 'playwright-core';
import { createBenchProject, type Gql, signIn } from './support/bench-api.ts';
import { launchChromium, signInPage } from './support/chromium.ts';
import { startEmbeddedApp } from './support/embedded-app.ts';
import {
  cleanLink,
  type LinkShape,
  type LossyLink,
  linkCapacity,
  locationLink,
  startLossyLink,
} from './support/lossy-link.ts';
import { printTable } from './support/table.ts';
import { writeRandomFile } from './support/upload-client.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const MiB = 1024 * 1024;
const helperMib = Number(process.env.FAST_BENCH_MIB ?? 1024);
const webMib = Number(process.env.FAST_BENCH_WEB_MIB ?? 128);
const mbit = (bytes: number, ms: number) => (bytes * 8) / (ms / 1000) / 1e6;
const tsx = join(repoRoot, 'node_modules/.bin/tsx');

/** Rushes Transfer's server on this machine: UFTP in, parts out to the app's local disk. */
async function startTransferServer(port: number, appOrigin: string, work: string) {
  const child = spawn(tsx, ['services/transfer-server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...{ PORT: String(port), HOST: '0.0.0.0', LOG_LEVEL: 'warn' },
      ...{
        RUSHES_UFTP_DIR: join(work, 'uftp'),
        RUSHES_UFTP_PORT: String(await freeLoopbackPort()),
      },
      RUSHES_TRANSFER_STORAGE_ORIGINS: appOrigin,
    },
  });
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/v1/hello`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error('the transfer server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, stop: async () => void child.kill() };
}

const uploadToken = `mutation ($input: AsperaUploadTokenInput!) {
  asperaUploadToken(input: $input) { transferToken {
    direction remoteHost remoteUser sshPort authentication token destinationRoot sourceRoot
    targetRateKbps paths { source destination } tags { transferId } engineUrl
  } }
}`;

/** Uploads `path` with Rushes Transfer in the user's namespace; its time and engine. */
async function helperUpload(
  link: LossyLink,
  gql: Gql,
  origin: string,
  path: string,
  size: number,
  work: string,
) {
  const { projectId, rootFolderId: folderId } = await createBenchProject(
    gql,
    `helper ${Date.now()}`,
  );
  const name = path.split('/').pop() ?? 'clip.mov';
  const { asperaUploadToken } = await gql<{
    asperaUploadToken: { transferToken: Parameters<typeof transferSpecOf>[0] };
  }>(uploadToken, { input: { folderId, files: [{ name, size }] } });
  const start = {
    direction: 'upload',
    spec: transferSpecOf(asperaUploadToken.transferToken),
    projectId,
    folderId,
    assetId: null,
    paths: [path],
  };
  const result = await driveHelper(link, origin, start, work);
  if (result.state !== 'completed')
    throw new Error(`the helper's upload ${result.state}: ${result.error}`);
  return { ...result, projectId, folderId, name };
}

/** Runs one transfer with Rushes Transfer in the user's namespace; its times, engine and end. */
async function driveHelper(link: LossyLink, origin: string, start: object, work: string) {
  const drive = { origin, home: await mkdtemp(join(work, 'helper-')), start };
  const child = link.user.spawn('env', [
    `FAST_BENCH_DRIVE=${JSON.stringify(drive)}`,
    tsx,
    join(repoRoot, 'bench/support/drive-helper.ts'),
  ]);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.pipe(process.stderr);
  await once(child, 'exit');
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
    ms: number;
    arrivedMs: number | null;
    engine: string;
    state: string;
    error: string | null;
  };
}

const downloadToken = uploadToken
  .replace('AsperaUploadTokenInput', 'AsperaDownloadTokenInput')
  .replace('asperaUploadToken', 'asperaDownloadToken');

/** Downloads a folder with Rushes Transfer into the user's namespace; its time and engine. */
async function helperDownload(
  link: LossyLink,
  gql: Gql,
  origin: string,
  uploaded: { projectId: string; folderId: string },
  work: string,
) {
  const { asperaDownloadToken } = await gql<{
    asperaDownloadToken: { transferToken: Parameters<typeof transferSpecOf>[0] };
  }>(downloadToken, { input: { projectId: uploaded.projectId, folderIds: [uploaded.folderId] } });
  const destination = await mkdtemp(join(work, 'downloaded-'));
  const start = {
    direction: 'download',
    spec: transferSpecOf(asperaDownloadToken.transferToken),
    projectId: uploaded.projectId,
    destination,
  };
  const result = await driveHelper(link, origin, start, work);
  await rm(destination, { recursive: true, force: true });
  if (result.state !== 'completed')
    throw new Error(`the helper's download ${result.state}: ${result.error}`);
  return result;
}

/** Chromium on the user's side of the link, signed in; `use` runs with its page. */
async function inChromium<T>(
  link: LossyLink,
  origin: string,
  work: string,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const wrapper = join(work, 'chromium-in-namespace.sh');
  await writeFile(
    wrapper,
    `#!/bin/sh\nexec ip netns exec ${link.user.name} /usr/bin/chromium "$@"\n`,
  );
  await chmod(wrapper, 0o755);
  const browser = await launchChromium([], wrapper);
  try {
    const page = await browser.newPage();
    await signInPage(page, origin);
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** Uploads `path` through the web app in Chromium on the user's side; the time to finalise. */
async function webUpload(link: LossyLink, gql: Gql, origin: string, path: string, work: string) {
  const { projectId, rootFolderId } = await createBenchProject(gql, `web ${Date.now()}`);
  const name = path.split('/').pop() ?? '';
  return inChromium(link, origin, work, async (page) => {
    await page.goto(`${origin}/projects/${projectId}/${rootFolderId}`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose Files' }).click();
    await (await chooser).setFiles([path]);
    const began = performance.now();
    await dialog.getByRole('button', { name: /^Upload \d+ Files?$/ }).click();
    // A row reaches Jobs as Analysing while its finalise is still under way: closing the page
    // then would leave the upload unfinished, so the time ends when the row moves on from it.
    await page
      .getByRole('region', { name: 'Upload List' })
      .getByRole('region', { name: /^(Jobs|History)$/ })
      .getByTestId('upload-row')
      .filter({ hasText: name })
      .filter({ hasNotText: 'Analysing' })
      .waitFor({ timeout: 3_600_000 });
    return { ms: performance.now() - began, projectId, folderId: rootFolderId, name };
  });
}

/**
 * Downloads an asset through the web app in Chromium on the user's side, with the viewer's
 * Download as a person does; the time from the click until the file is saved.
 */
async function webDownload(
  link: LossyLink,
  origin: string,
  uploaded: { projectId: string; folderId: string; name: string },
  work: string,
) {
  return inChromium(link, origin, work, async (page) => {
    await page.goto(`${origin}/projects/${uploaded.projectId}/${uploaded.folderId}`);
    await page.getByRole('link', { name: uploaded.name, exact: true }).first().click();
    const saved = page.waitForEvent('download', { timeout: 3_600_000 });
    const began = performance.now();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await saved;
    const path = await download.path();
    const ms = performance.now() - began;
    await rm(path, { force: true });
    return { ms };
  });
}

/** One streamed PUT of `path` across the link to a sink that writes it to disk and flushes it. */
async function plainPut(link: LossyLink, path: string, work: string) {
  const target = join(work, 'sink.bin');
  const sink = createServer(async (request, response) => {
    try {
      await pipeline(request, createWriteStream(target));
      const file = await open(target, 'r+');
      await file.datasync();
      await file.close();
      response.end('ok');
    } catch {
      // a PUT cut off fails curl, and with it this run, which then takes its link down
      response.destroy();
    }
  });
  sink.listen(0, '0.0.0.0');
  await once(sink, 'listening');
  const { port } = sink.address() as AddressInfo;
  try {
    const began = performance.now();
    await link.user.exec('curl', ['-sS', '-T', path, `http://${link.server.address}:${port}/`]);
    return { ms: performance.now() - began };
  } finally {
    sink.close();
  }
}

/** One GET of `path` across the link from a plain file server, written to disk on the user's side. */
async function plainGet(link: LossyLink, path: string, work: string) {
  const source = createServer((_request, response) => {
    pipeline(createReadStream(path), response).catch(() => response.destroy());
  });
  source.listen(0, '0.0.0.0');
  await once(source, 'listening');
  const { port } = source.address() as AddressInfo;
  const target = join(work, 'got.bin');
  try {
    const began = performance.now();
    await link.user.exec('curl', ['-sS', '-o', target, `http://${link.server.address}:${port}/`]);
    return { ms: performance.now() - began };
  } finally {
    source.close();
    await rm(target, { force: true });
  }
}

/** When the helper's bytes had all arrived, in s from the request. */
const arrived = (helper: { arrivedMs: number | null }) =>
  `arrived at ${helper.arrivedMs === null ? '?' : (helper.arrivedMs / 1000).toFixed(1)} s`;

/** The rate UFTP sends at: just under the link's, as 0128 measured best. */
const uftpRateKbps = (shape: LinkShape) => Math.round(shape.mbit * 940);

/**
 * The app and Rushes Transfer's server on this machine, across a link of `shape` from the user's
 * namespace; every new project gets the transfer server, which names the UFTP server.
 */
async function onLink(
  shape: LinkShape,
  work: string,
  run: (link: LossyLink, origin: string, gql: Gql) => Promise<string[][]>,
) {
  const link = await startLossyLink(shape);
  const serverPort = await freeLoopbackPort();
  const at = (port: number) => `http://${link.server.address}:${port}`;
  const transferServer = {
    ...{ name: 'Rushes Transfer', storagePrefix: '', kind: 'rushes' },
    ...{ targetRateKbps: uftpRateKbps(shape), endpoint: at(serverPort) },
  };
  let stopServer = async () => {};
  try {
    const app = await startEmbeddedApp({
      host: '0.0.0.0',
      env: (port) => ({
        RUSHES_PUBLIC_URL: at(port),
        RUSHES_TRANSFER_SERVERS: JSON.stringify([transferServer]),
        // its local disk takes the files the transfer server beside it received whole
        RUSHES_TRANSFER_STAGING_DIR: join(work, 'uftp', 'staging'),
      }),
    });
    try {
      const origin = at(Number(new URL(app.origin).port));
      stopServer = (await startTransferServer(serverPort, origin, work)).stop;
      const { gql } = await signIn(app.origin);
      return await run(link, origin, gql);
    } finally {
      await stopServer();
      await app.stop();
    }
  } finally {
    await link.close();
  }
}

const rateRow = (label: string, bytes: number, ms: number, beside = '') => [
  label,
  (ms / 1000).toFixed(1),
  mbit(bytes, ms).toFixed(1),
  beside,
];

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'rushes-fast-bench-'));
  const helperBytes = helperMib * MiB;
  try {
    const helperFile = join(work, 'A003C012.mov');
    const webFile = join(work, 'A003C013.mov');
    await writeRandomFile(helperFile, helperBytes);
    await writeRandomFile(webFile, webMib * MiB);
    const lossy = await onLink(locationLink, work, async (link, origin, gql) => {
      const up = await linkCapacity(link, 'user');
      const helper = await helperUpload(link, gql, origin, helperFile, helperBytes, work);
      const web = await webUpload(link, gql, origin, webFile, work);
      const helperRate = mbit(helperBytes, helper.ms);
      const webRate = mbit(webMib * MiB, web.ms);
      // printed now: a run that fails later keeps these
      printTable(
        ['upload', 's', 'Mbit/s', 'beside'],
        [
          ['link capacity (iperf3 UDP)', '', up.toFixed(1), ''],
          rateRow(
            `Rushes Transfer (${helper.engine}), ${helperMib} MiB`,
            helperBytes,
            helper.ms,
            `${(helperRate / up).toFixed(2)} of C, ${(helperRate / webRate).toFixed(1)}× web, ${arrived(helper)}`,
          ),
          rateRow(
            `web path (Chromium), ${webMib} MiB`,
            webMib * MiB,
            web.ms,
            `${(webRate / up).toFixed(2)} of C`,
          ),
        ],
      );
      // the same gigabyte back: this machine sends, with BBR (the README's advice to operators)
      await link.serverSendsWith('bbr');
      const down = await linkCapacity(link, 'server');
      const fetched = await helperDownload(link, gql, origin, helper, work);
      const saved = await webDownload(link, origin, helper, work);
      const fetchedRate = mbit(helperBytes, fetched.ms);
      const savedRate = mbit(helperBytes, saved.ms);
      // a server left on a distribution's default sends loss-based: the helper fetches the same
      // gigabyte, and the browser, whose one stream then collapses, a file of the web path's
      // size (put there by the helper: the web path's upload is timed, not relied on)
      await link.serverSendsWith('cubic');
      const webBytes = webMib * MiB;
      const cubicFetched = await helperDownload(link, gql, origin, helper, work);
      const small = await helperUpload(link, gql, origin, webFile, webBytes, work);
      const cubicSaved = await webDownload(link, origin, small, work);
      const cubicFetchedRate = mbit(helperBytes, cubicFetched.ms);
      const cubicSavedRate = mbit(webBytes, cubicSaved.ms);
      return [
        ['link capacity (iperf3 UDP)', '', down.toFixed(1), ''],
        rateRow(
          `Rushes Transfer (${fetched.engine}), ${helperMib} MiB`,
          helperBytes,
          fetched.ms,
          `${(fetchedRate / down).toFixed(2)} of C, ${(fetchedRate / savedRate).toFixed(1)}× web`,
        ),
        rateRow(
          `web path (Chromium's Download), ${helperMib} MiB`,
          helperBytes,
          saved.ms,
          `${(savedRate / down).toFixed(2)} of C`,
        ),
        rateRow(
          `server on CUBIC: Rushes Transfer, ${helperMib} MiB`,
          helperBytes,
          cubicFetched.ms,
          `${(cubicFetchedRate / down).toFixed(2)} of C, ${(cubicFetchedRate / cubicSavedRate).toFixed(1)}× web`,
        ),
        rateRow(
          `server on CUBIC: web path, ${webMib} MiB`,
          webBytes,
          cubicSaved.ms,
          `${(cubicSavedRate / down).toFixed(2)} of C`,
        ),
      ];
    });
    printTable(['download', 's', 'Mbit/s', 'beside'], lossy);
    const clean = await onLink(cleanLink, work, async (link, origin, gql) => {
      const put = await plainPut(link, helperFile, work);
      const helper = await helperUpload(link, gql, origin, helperFile, helperBytes, work);
      const get = await plainGet(link, helperFile, work);
      const fetched = await helperDownload(link, gql, origin, helper, work);
      return [
        rateRow(`plain PUT, ${helperMib} MiB`, helperBytes, put.ms),
        rateRow(
          `Rushes Transfer up (${helper.engine})`,
          helperBytes,
          helper.ms,
          `${(helper.ms / put.ms).toFixed(2)}× the PUT's time, ${arrived(helper)}`,
        ),
        rateRow(`plain GET, ${helperMib} MiB`, helperBytes, get.ms),
        rateRow(
          `Rushes Transfer down (${fetched.engine})`,
          helperBytes,
          fetched.ms,
          `${(fetched.ms / get.ms).toFixed(2)}× the GET's time`,
        ),
      ];
    });
    printTable(['on a clean link', 's', 'Mbit/s', 'beside'], clean);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();

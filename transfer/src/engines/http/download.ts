import { openAsBlob } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, join, sep } from 'node:path';
import { type PartsInFlight, runParts, type StartHelperDownload } from '@rushes/rules';
import { type EngineRun, FileFailure, type FileRun, queuedFile, wasCancelled } from '../engine.ts';
import { checksumOfEtag, verify } from './checksum.ts';
import { type DownloadKept, missingChunks, resumeFrom, withChunk } from './chunks.ts';
import { eachAtOnce, FILES_AT_ONCE, oneAtATime } from './file-queue.ts';
import { type RushesApi, TokenRefused, type TransferFile } from './rushes-api.ts';
import { getRange, isExpired, md5Of } from './storage-http.ts';

const MiB = 1024 * 1024;
/**
 * The bytes of one ranged GET: each is fetched, retried and kept for a resume on its own. Small
 * enough that a file of 128 MiB keeps every GET in flight busy, and that a drop loses at most the
 * 128 MiB the unfinished ones held.
 */
export const DOWNLOAD_CHUNK = 2 * MiB;
/**
 * Ranged GETs in flight: 64 from the start, far more than a browser's six connections. Storage
 * sends, and a server whose TCP is loss-based (CUBIC, a distribution's default) gives each
 * stream about 1.4 Mbit/s over 100 ms and 1 % loss: only many of them fill such a link (0128
 * measured 64 at three quarters of one); climbing by one from 16, a download would need some
 * 1,900 GETs to reach 64. A failed or stalled GET halves them.
 */
const GETS_IN_FLIGHT: PartsInFlight = { first: 64, max: 64 };

/**
 * Where a file named by Rushes goes below the destination; refused for a name that would lead
 * elsewhere (absolute, `..`, a backslash).
 */
export function targetOf(destination: string, path: string): string {
  const segments = path.split('/');
  const bad = (segment: string) =>
    segment === '' || segment === '.' || segment === '..' || /[\\\0]/.test(segment);
  if (segments.some(bad)) throw new FileFailure(`${path} is no path below the destination`);
  const target = join(destination, ...segments);
  if (!target.startsWith(destination.endsWith(sep) ? destination : `${destination}${sep}`)) {
    throw new FileFailure(`${path} is no path below the destination`);
  }
  return target;
}

/** `name`, or `name (1)`, `name (2)`… when a file of that name is there already. */
async function freePath(target: string): Promise<string> {
  const extension = extname(target);
  const stem = target.slice(0, target.length - extension.length);
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? target : `${stem} (${n})${extension}`;
    if (!(await stat(candidate).catch(() => null))) return candidate;
  }
}

const sizeOnDisk = (path: string) =>
  stat(path).then(
    (info) => info.size,
    () => null,
  );

/**
 * One file: its chunks fetched into `<name>.part` (the chunks on disk from an earlier run kept),
 * the whole read back and held to storage's ETag, then renamed; a mismatch fails the file.
 */
async function receiveFile(
  listed: TransferFile,
  file: FileRun,
  urlOf: () => string,
  resign: (expiredUrl: string) => Promise<void>,
  signal: AbortSignal,
) {
  const target = file.current().path;
  const checksum = checksumOfEtag(listed.etag, listed.size, listed.partSize);
  if ('problem' in checksum) throw new FileFailure(checksum.problem);
  await mkdir(dirname(target), { recursive: true });
  const partPath = `${target}.part`;
  let kept: DownloadKept = resumeFrom(
    file.kept(),
    listed,
    await sizeOnDisk(partPath),
    DOWNLOAD_CHUNK,
  );
  const { chunkSize, size } = kept;
  const count = Math.ceil(size / chunkSize);
  const sizeOf = (partNumber: number) => Math.min(chunkSize, size - (partNumber - 1) * chunkSize);
  const missing = missingChunks(kept.chunks, count).map((index) => index + 1);
  const resumed = size - missing.reduce((sum, partNumber) => sum + sizeOf(partNumber), 0);
  const handle = await open(partPath, missing.length === count ? 'w' : 'r+', 0o600);
  try {
    if (missing.length === count) await handle.truncate(size);
    file.resumed(resumed);
    file.keep(kept);
    await runParts({
      parts: missing,
      sizeOf,
      inFlight: GETS_IN_FLIGHT,
      signal,
      done: resumed,
      onProgress: (sent) => file.update({ sent }),
      async attempt({ partNumber, signal, onProgress }) {
        const url = urlOf();
        const start = (partNumber - 1) * chunkSize;
        const range = { start, end: start + sizeOf(partNumber), size };
        const status = await getRange(url, range, handle, signal, onProgress);
        if (isExpired(status)) {
          await resign(url);
          throw new Error('its signed URL expired');
        }
        if (status !== 200 && status !== 206) throw new Error(`storage answered HTTP ${status}`);
        kept = { ...kept, chunks: withChunk(kept.chunks, partNumber - 1) };
        file.keep(kept);
      },
    });
  } finally {
    await handle.close();
  }
  const verdict = await verify(await openAsBlob(partPath), checksum, (blob) => md5Of(blob, signal));
  if (!verdict.ok) {
    await rm(partPath, { force: true });
    file.keep(null);
    throw new FileFailure(
      `its bytes read back as ${verdict.read}, not ${listed.etag} as in storage`,
    );
  }
  const path = await freePath(target);
  await rename(partPath, path);
  file.keep(null);
  return path;
}

/**
 * A download's files, as its token names them (`transferFiles`), three at a time into the
 * destination, keeping their folders. Cancelled, the unfinished files' `.part` are removed.
 */
export async function receiveFiles(
  api: RushesApi,
  run: EngineRun<StartHelperDownload>,
): Promise<void> {
  const { start, signal } = run;
  let listed = await api.transferFiles(signal);
  const targets = listed.map((file) => {
    try {
      return targetOf(start.destination, file.path);
    } catch {
      return '';
    }
  });
  run.setFiles(listed.map((file, index) => queuedFile(targets[index] ?? '', file.path, file.size)));
  const resign = oneAtATime(async () => {
    listed = await api.transferFiles(signal);
  });
  const urlOf = (name: string) => () =>
    api.absolute(listed.find((file) => file.path === name)?.url ?? '');

  async function receive(index: number) {
    const file = run.file(index);
    const { name, state } = file.current();
    const named = listed.find((each) => each.path === name);
    if (state === 'completed' || !named) return;
    file.update({ state: 'running', error: null });
    try {
      if (!file.current().path) targetOf(start.destination, name);
      const resignOnce = async (expired: string) => {
        if (urlOf(name)() === expired) await resign();
      };
      const path = await receiveFile(named, file, urlOf(name), resignOnce, signal);
      file.update({ state: 'completed', path, sent: named.size });
    } catch (error) {
      if (signal.aborted || error instanceof TokenRefused) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      file.update({ state: 'failed', error: reason });
      run.log(`${name}: ${reason}`);
    }
  }

  const indexes = run.files().map((_, index) => index);
  try {
    await eachAtOnce(indexes, FILES_AT_ONCE, () => false, receive);
  } catch (error) {
    if (wasCancelled(signal)) {
      const unfinished = run.files().filter((file) => file.path && file.state !== 'completed');
      await Promise.all(unfinished.map((file) => rm(`${file.path}.part`, { force: true })));
    }
    throw error;
  }
}

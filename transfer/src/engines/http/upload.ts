import { openAsBlob } from 'node:fs';
import {
  checkHeldParts,
  groupUploadFiles,
  type HelperTransferFile,
  isMetadataFile,
  md5OfEtag,
  type PutPart,
  type StartHelperUpload,
  sleep,
  type UploadedPart,
  uploadOrder,
  uploadParts,
} from '@rushes/rules';
import { type EngineRun, FileFailure, type FileRun, wasCancelled } from '../engine.ts';
import { eachAtOnce, FILES_AT_ONCE, oneAtATime } from './file-queue.ts';
import {
  type Finalization,
  type RushesApi,
  type StartedUpload,
  TokenRefused,
} from './rushes-api.ts';
import { isExpired, md5Of, putPart } from './storage-http.ts';

/** A finalisation's status is asked every 2 s, and given up after 15 minutes (section 9). */
export const FINALIZE_POLL_MS = 2000;
const FINALIZE_GIVE_UP_MS = 15 * 60_000;

/** Only 200, 201 and 204 count as success (media-handling section 7). */
const SUCCESS = [200, 201, 204];

/** Storage holds the part with another MD5 than the bytes sent: it is sent again. */
export class CorruptPart extends Error {
  override name = 'CorruptPart';
}

/** What the helper keeps to resume a clip: its upload, and whether its finalise was asked. */
interface ClipKept {
  uploadId: string;
  finalizing: boolean;
}

const clipKept = (value: unknown): ClipKept | null => {
  const kept = value as Partial<ClipKept> | null;
  return typeof kept?.uploadId === 'string'
    ? { uploadId: kept.uploadId, finalizing: !!kept.finalizing }
    : null;
};

/** A clip's upload once started, its held parts checked: what its parts are sent from. */
export interface ClipParts {
  path: string;
  blob: Blob;
  upload: StartedUpload;
  /** The parts' signed URLs, absolute, signed anew in place by `resign`. */
  urls: string[];
  /** The parts storage holds as they are in the file. */
  held: UploadedPart[];
  resign(): Promise<void>;
  file: FileRun;
  signal: AbortSignal;
}

/** How an engine sends clips: their parts (every part, with its ETag), and how many at once. */
export interface UploadWay {
  sendParts(clip: ClipParts): Promise<UploadedPart[]>;
  filesAtOnce: number;
}

/** The HTTP engine's way: the parts PUT to their URLs, as many at once as the link takes. */
export const putEachPart: UploadWay = {
  filesAtOnce: FILES_AT_ONCE,
  sendParts: ({ blob, upload, urls, held, resign, file, signal }) =>
    uploadParts({
      file: blob,
      partSize: upload.partSize,
      urls,
      putPart: checkedPut((expired) => (urls.includes(expired) ? resign() : Promise.resolve())),
      signal,
      held,
      onProgress: (sent) => file.update({ sent }),
    }),
};

/** What a finalised upload became. */
type Made = { assetId: string | null; versionId: string | null; jobId: string | null };

/**
 * PUTs parts with their length, holding storage's ETag to the MD5 of the bytes sent (a
 * corrupted part is sent again); a URL that expired is signed again (`resign`) and tried anew.
 */
function checkedPut(resign: (expiredUrl: string) => Promise<void>): PutPart {
  return async ({ url, body, signal, onProgress }) => {
    const answer = await putPart(url, body, signal, onProgress);
    if (isExpired(answer.status)) {
      await resign(url);
      throw new Error('its signed URL expired');
    }
    if (!SUCCESS.includes(answer.status) || !answer.etag) {
      throw new Error(`storage answered HTTP ${answer.status}`);
    }
    const stored = md5OfEtag(answer.etag);
    if (stored !== null && stored !== answer.md5) {
      throw new CorruptPart(`storage holds ${stored} for a part sent as ${answer.md5}`);
    }
    return answer.etag;
  };
}

/** Asks for the finalise (with `parts`), or only where it stands, until it is done. */
async function finalised(
  api: RushesApi,
  uploadId: string,
  parts: UploadedPart[] | null,
  signal: AbortSignal,
): Promise<Made> {
  let answer: Finalization = parts
    ? await api.finalizeUploadV2({ uploadId, parts }, signal)
    : await api.uploadFinalization(uploadId, signal);
  for (let waited = 0; ; waited += FINALIZE_POLL_MS) {
    if (answer.status === 'DONE') {
      const { asset, version, job } = answer;
      return { assetId: asset?.id ?? null, versionId: version?.id ?? null, jobId: job?.id ?? null };
    }
    if (answer.status === 'ERROR') {
      throw new FileFailure(`Rushes did not finalise it (${answer.errorCode ?? 'ERROR'})`);
    }
    if (waited >= FINALIZE_GIVE_UP_MS) throw new FileFailure('Rushes did not finalise it in time');
    await sleep(FINALIZE_POLL_MS, signal);
    answer = await api.uploadFinalization(uploadId, signal);
  }
}

/**
 * A clip (or a new version): its upload resumed from what storage holds of it (each held part
 * checked against the file), the rest sent, then finalised. A clip whose finalise was asked
 * before a restart is asked where that stands first.
 */
async function sendClip(
  api: RushesApi,
  way: UploadWay,
  file: FileRun,
  run: EngineRun<StartHelperUpload>,
): Promise<Made & { uploadId: string }> {
  const { start } = run;
  const { signal } = run;
  const kept = clipKept(file.kept());
  if (kept?.finalizing) {
    const where = await api.uploadFinalization(kept.uploadId, signal).catch(() => null);
    if (where?.status === 'DONE' || where?.status === 'RUNNING') {
      return { uploadId: kept.uploadId, ...(await finalised(api, kept.uploadId, null, signal)) };
    }
  }
  const { path, name, size } = file.current();
  const blob = await openAsBlob(path);
  if (blob.size !== size) throw new FileFailure('the file changed since it was chosen');
  const input = {
    ...{ folderId: start.folderId, assetId: start.assetId },
    ...{ filename: name, size, contentType: '', resume: true },
  };
  const upload = await api.startUpload(input, signal);
  file.update({ uploadId: upload.id });
  file.keep({ uploadId: upload.id, finalizing: false });
  const urls = upload.urls.map(api.absolute);
  const resign = oneAtATime(async () => {
    const again = await api.startUpload(input, signal);
    if (again.id !== upload.id) throw new FileFailure('Rushes no longer holds its upload');
    urls.splice(0, urls.length, ...again.urls.map(api.absolute));
  });
  const held = await checkHeldParts(
    { partSize: upload.partSize, partCount: urls.length, storedParts: upload.storedParts },
    size,
    (slice) => md5Of(blob.slice(slice.start, slice.end), signal),
    (bytes) => file.resumed(bytes),
  );
  const parts = await way.sendParts({ path, blob, upload, urls, held, resign, file, signal });
  file.keep({ uploadId: upload.id, finalizing: true });
  await run.flush();
  return { uploadId: upload.id, ...(await finalised(api, upload.id, parts, signal)) };
}

/** A metadata file (ALE, XML): sent whole, then imported into the folder, as the web app does. */
async function sendMetadata(
  api: RushesApi,
  start: StartHelperUpload,
  file: FileRun,
  signal: AbortSignal,
): Promise<{ uploadId: string }> {
  const { path, name, size } = file.current();
  const blob = await openAsBlob(path);
  const { folderId } = start;
  const upload = await api.startMetadataUpload({ folderId, filename: name, size }, signal);
  file.update({ uploadId: upload.id });
  const parts = await uploadParts({
    file: blob,
    partSize: upload.partSize,
    urls: upload.urls.map(api.absolute),
    putPart: checkedPut(async () => {}),
    signal,
    onProgress: (sent) => file.update({ sent }),
  });
  const { id: uploadId, multipartId } = upload;
  await api.importMetadata({ folderId, uploadId, multipartId, filename: name, parts }, signal);
  return { uploadId };
}

/** The reason a file failed, for the page. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An upload's files into the Rushes folder, three at a time: the clips first, the metadata files
 * once every clip is in (as the web app orders them, so they find the clips). Two files of one
 * name and size never go at once: Rushes resumes an upload by name and size. Cancelled, the
 * unfinished uploads are dropped.
 */
export async function sendFiles(
  api: RushesApi,
  run: EngineRun<StartHelperUpload>,
  way: UploadWay = putEachPart,
): Promise<void> {
  const { start, signal } = run;
  const files = run.files();
  const isMetadata = (index: number) => !start.assetId && isMetadataFile(files[index]?.name ?? '');
  const indexed = files.map((file, index) => ({ name: file.name, index }));
  const order = uploadOrder(groupUploadFiles(indexed)).map((file) => file.index);
  const same = (a: number, b: number) =>
    files[a]?.name === files[b]?.name && files[a]?.size === files[b]?.size;

  async function send(index: number) {
    const file = run.file(index);
    if (file.current().state === 'completed') return;
    file.update({ state: 'running', error: null });
    try {
      const made = isMetadata(index)
        ? await sendMetadata(api, start, file, signal)
        : await sendClip(api, way, file, run);
      file.update({ state: 'completed', sent: file.current().size, ...made });
      file.keep(null);
    } catch (error) {
      if (signal.aborted || error instanceof TokenRefused) throw error;
      file.update({ state: 'failed', error: reasonOf(error) });
      run.log(`${file.current().path}: ${reasonOf(error)}`);
    }
  }

  try {
    await eachAtOnce(
      order.filter((index) => !isMetadata(index)),
      way.filesAtOnce,
      same,
      send,
    );
    await eachAtOnce(order.filter(isMetadata), FILES_AT_ONCE, same, send);
  } catch (error) {
    if (wasCancelled(signal)) {
      const clips = run.files().filter((_, index) => !isMetadata(index));
      await dropUploads(api, clips);
    }
    throw error;
  }
}

/** A cancelled transfer's unfinished uploads, dropped with their parts (as Cancel does on the web). */
async function dropUploads(api: RushesApi, files: readonly HelperTransferFile[]) {
  const unfinished = files.filter((file) => file.uploadId && file.state !== 'completed');
  const signal = AbortSignal.timeout(30_000);
  await Promise.all(
    unfinished.map((file) => api.cancelUpload(file.uploadId ?? '', signal).catch(() => {})),
  );
}

import { type PutPart, type UploadedPart, uploadParts } from '@rushes/rules';
import { messages } from '../messages/messages.ts';
import { ApiError } from '../relay/api-error.ts';
import { finalizeUpload } from './finalize-upload.ts';
import { heldParts } from './held-parts.ts';
import { isUploadPhase, type JobSnapshot, type Operation, type UploadTarget } from './operation.ts';
import {
  addOperations,
  applyJob,
  canCancel,
  cancelled,
  canRetry,
  clearHistory,
  existingNotice,
  type FinalizeResult,
  failed,
  finalized,
  imported,
  importNotice,
  type MetadataMatch,
  type MetadataNotice,
  newOperation,
  patch,
  retried,
  startable,
} from './operations.ts';
import type { StartedUpload, UploadApi } from './upload-api.ts';

/** Progress reaches the list every 500 ms (media-handling section 9). */
export const PROGRESS_INTERVAL_MS = 500;

export type UploadOutcome = 'succeeded' | 'failed';

export interface UploadEngineDeps {
  api: UploadApi;
  putPart: PutPart;
  /** Once no upload is queued or running: how the finished ones went (the toast). */
  onOutcome?: (outcome: UploadOutcome) => void;
  /** What a metadata file's import, or the folder's kept metadata, did (section 8's notices). */
  onMetadata?: (notice: MetadataNotice) => void;
}

export interface UploadEngine {
  getOperations(): readonly Operation[];
  subscribe(listener: () => void): () => void;
  add(files: readonly File[], target: UploadTarget): void;
  cancel(id: string): Promise<void>;
  retry(id: string): Promise<void>;
  clearHistory(): void;
  /** Cancels every queued or running upload (Sign Out); resolves when the server has been told. */
  cancelUploads(): Promise<void>;
  applyJob(job: JobSnapshot): void;
  dispose(): void;
}

/** One run of an operation's upload; cancel and retry replace it. */
interface Run {
  controller: AbortController;
  uploaded: number;
  reported: number;
  reportedAt: number;
}

const ignore = () => {};

const isUnreadableMetadata = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'VALIDATION_FAILED' &&
  typeof error.data === 'object' &&
  error.data !== null &&
  Reflect.get(error.data, 'rule') === 'metadataIntegrity';

/**
 * The upload list: 3 files at a time, each through startUpload → parts → finalizeUpload (or V2), then
 * its job; a metadata file, after the clips going into its folder, through startMetadataUpload →
 * parts → importMetadata. The transitions are the pure functions of `operations.ts`; this holds
 * the I/O.
 */
export function createUploadEngine(deps: UploadEngineDeps): UploadEngine {
  const { api } = deps;
  let ops: Operation[] = [];
  const listeners = new Set<() => void>();
  const runs = new Map<string, Run>();
  const round = {
    succeeded: 0,
    failed: 0,
    /** The clips' answers about the folder's kept metadata, and whether a file was imported. */
    metadata: [] as MetadataMatch[],
    imported: false,
  };
  let ticker: ReturnType<typeof setInterval> | null = null;
  let lastId = 0;

  const set = (next: Operation[]) => {
    ops = next;
    for (const listener of listeners) listener();
  };
  const change = (id: string, update: (op: Operation) => Operation) => set(patch(ops, id, update));
  const find = (id: string) => ops.find((op) => op.id === id);

  function pump() {
    for (const op of startable(ops)) start(op);
    if (ops.some(isUploadPhase) || round.succeeded + round.failed === 0) return;
    deps.onOutcome?.(round.failed > 0 ? 'failed' : 'succeeded');
    const existing = round.imported ? null : existingNotice(round.metadata);
    if (existing) deps.onMetadata?.(existing);
    Object.assign(round, { succeeded: 0, failed: 0, metadata: [], imported: false });
  }

  function start(op: Operation) {
    const run: Run = {
      controller: new AbortController(),
      uploaded: 0,
      reported: 0,
      reportedAt: Date.now(),
    };
    runs.set(op.id, run);
    change(op.id, (o) => ({ ...o, state: 'Uploading', uploaded: 0, updated: Date.now() }));
    ticker ??= setInterval(tick, PROGRESS_INTERVAL_MS);
    void transfer(op.id, run).finally(() => {
      if (runs.get(op.id) === run) runs.delete(op.id);
      pump();
    });
  }

  async function transfer(id: string, run: Run) {
    const op = find(id);
    if (!op?.file) return fail(id, run);
    return op.isMetadata ? transferMetadata(op, op.file, run) : transferClip(op, op.file, run);
  }

  function partsOf(
    file: File,
    upload: { partSize: number; urls: string[] },
    run: Run,
    held: UploadedPart[] = [],
  ) {
    return uploadParts({
      file,
      partSize: upload.partSize,
      urls: upload.urls,
      putPart: deps.putPart,
      signal: run.controller.signal,
      held,
      onProgress: (uploaded) => {
        run.uploaded = uploaded;
      },
    });
  }

  /**
   * The parts of a resumed upload that storage holds as the file has them. Their bytes count
   * as uploaded at once, but not into the rate, which is the link's.
   */
  function heldPartsOf(file: File, upload: StartedUpload, run: Run) {
    return heldParts(file, upload, run.controller.signal, (bytes) => {
      run.uploaded += bytes;
      run.reported += bytes;
    });
  }

  /**
   * Whether another operation is sending the same file into the same place now: then this one
   * starts an upload of its own rather than resuming that one's.
   */
  const sentMeanwhile = (op: Operation) =>
    ops.some(
      (other) =>
        other.id !== op.id &&
        (other.state === 'Uploading' || other.state === 'Analysing') &&
        other.folderId === op.folderId &&
        other.newVersionOf === op.newVersionOf &&
        other.name === op.name &&
        other.size === op.size,
    );

  async function transferClip(op: Operation, file: File, run: Run) {
    const { id } = op;
    const current = () => runs.get(id) === run;
    let uploadId: string | null = null;
    const why = messages.uploads.notUploaded;
    let failure: string = why.notStarted;
    try {
      const upload = await api.startUpload({
        folderId: op.folderId,
        assetId: op.newVersionOf,
        filename: op.name,
        size: op.size,
        contentType: file.type || 'application/octet-stream',
        resume: !sentMeanwhile(op),
      });
      uploadId = upload.id;
      if (!current()) return void api.cancelUpload(upload.id).catch(ignore);
      change(id, (o) => ({ ...o, uploadId: upload.id, versionId: upload.id }));
      failure = why.notSent;
      const parts = await partsOf(file, upload, run, await heldPartsOf(file, upload, run));
      change(id, (o) => ({ ...o, state: 'Analysing', uploaded: o.size, bytesPerSecond: 0 }));
      pump();
      failure = why.notFinished;
      const result = await finalizeUpload(api, {
        uploadId: upload.id,
        folderId: op.folderId,
        parts,
      });
      if (current()) return succeed(id, result);
      cancelledMeanwhile(id, result);
    } catch {
      if (!current()) return;
      // Parts that could not all be sent stay in storage: Retry, or the file chosen again, resumes.
      if (uploadId && failure !== why.notSent) void api.cancelUpload(uploadId).catch(ignore);
      fail(id, run, failure);
    }
  }

  /**
   * A metadata file: uploaded as a clip is, then imported into the folder. A file that does not
   * read fails with the notice that stays.
   */
  async function transferMetadata(op: Operation, file: File, run: Run) {
    const { id } = op;
    const current = () => runs.get(id) === run;
    const why = messages.uploads.notUploaded;
    let failure: string = why.notStarted;
    try {
      const target = { folderId: op.folderId, filename: op.name, size: op.size };
      const upload = await api.startMetadataUpload(target);
      if (!current()) return;
      change(id, (o) => ({ ...o, uploadId: upload.id }));
      failure = why.notSent;
      const parts = await partsOf(file, upload, run);
      change(id, (o) => ({ ...o, state: 'Analysing', uploaded: o.size, bytesPerSecond: 0 }));
      failure = why.notFinished;
      const result = await api.importMetadata({
        ...{ folderId: op.folderId, filename: op.name, parts },
        ...{ uploadId: upload.id, multipartId: upload.multipartId },
      });
      if (!current()) return;
      change(id, (o) => imported(o, Date.now()));
      round.succeeded += 1;
      round.imported = true;
      deps.onMetadata?.(importNotice(result));
    } catch (error) {
      if (!current()) return;
      const unreadable = isUnreadableMetadata(error);
      if (unreadable) deps.onMetadata?.('notImported');
      fail(id, run, unreadable ? messages.uploads.metadata.notImported : failure);
    }
  }

  function succeed(id: string, result: FinalizeResult) {
    change(id, (o) => finalized(o, result, Date.now()));
    round.succeeded += 1;
    round.metadata.push(result.metadata);
  }

  function fail(id: string, run: Run, reason: string | null = null) {
    if (runs.get(id) !== run) return;
    change(id, (o) => failed(o, reason, Date.now()));
    round.failed += 1;
  }

  /** Cancelled while being finalised: the asset exists now, so its job is cancelled too. */
  function cancelledMeanwhile(id: string, result: FinalizeResult) {
    if (!result.job) return;
    const { job } = result;
    if (find(id)?.state === 'Cancelled') {
      change(id, (o) => ({ ...o, assetId: result.assetId, jobId: job.id }));
    }
    void cancelJob(job.id);
  }

  async function cancelJob(jobId: string) {
    const job = await api.cancelJob(jobId).catch(() => null);
    if (job) applyJobUpdate(job);
  }

  function tick() {
    const now = Date.now();
    let next = ops;
    for (const [id, run] of runs) {
      if (find(id)?.state !== 'Uploading') continue;
      const seconds = (now - run.reportedAt) / 1000;
      const rate = seconds > 0 ? Math.max(0, (run.uploaded - run.reported) / seconds) : 0;
      run.reported = run.uploaded;
      run.reportedAt = now;
      next = patch(next, id, (o) => ({ ...o, uploaded: run.uploaded, bytesPerSecond: rate }));
    }
    if (next !== ops) set(next);
    if (!ops.some((op) => op.state === 'Uploading') && ticker) {
      clearInterval(ticker);
      ticker = null;
    }
  }

  function applyJobUpdate(job: JobSnapshot) {
    const next = ops.map((op) => applyJob(op, job, Date.now()));
    if (next.some((op, index) => op !== ops[index])) set(next);
  }

  async function cancel(id: string) {
    const op = find(id);
    if (!op || !canCancel(op)) return;
    const run = runs.get(id);
    runs.delete(id);
    run?.controller.abort();
    change(id, (o) => cancelled(o, Date.now()));
    pump();
    if (op.state === 'Uploading' && op.uploadId && !op.isMetadata) {
      await api.cancelUpload(op.uploadId).catch(ignore);
    }
    if (op.jobId) await cancelJob(op.jobId);
  }

  async function retry(id: string) {
    const op = find(id);
    if (!op || !canRetry(op)) return;
    change(id, (o) => retried(o, Date.now()));
    if (!op.jobId) return pump();
    const job = await api.retryJob(op.jobId).catch(() => null);
    if (job) applyJobUpdate(job);
    else change(id, (o) => failed(o, o.reason, Date.now()));
  }

  return {
    getOperations: () => ops,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(files, target) {
      if (files.length === 0) return;
      const now = Date.now();
      const added = files.map((file) => newOperation(`upload-${++lastId}`, file, target, now));
      set(addOperations(ops, added));
      pump();
    },
    cancel,
    retry,
    clearHistory: () => set(clearHistory(ops)),
    async cancelUploads() {
      await Promise.all(ops.filter(isUploadPhase).map((op) => cancel(op.id)));
    },
    applyJob: applyJobUpdate,
    dispose() {
      for (const run of runs.values()) run.controller.abort();
      runs.clear();
      if (ticker) clearInterval(ticker);
      listeners.clear();
    },
  };
}

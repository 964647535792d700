import { type FastTransfer, isFinishedTransfer } from '../fast-transfer/transfer-client.ts';
import { fastOperations, shownOnOpen } from './fast-operations.ts';
import { isFinished, isProcessing, type JobSnapshot, type Operation } from './operation.ts';
import { applyJob, cancelled, canRetry, retried } from './operations.ts';
import type { UploadApi } from './upload-api.ts';

/** Finished transfers older than this are not listed again when the page opens. */
const SHOWN_FOR_MS = 24 * 60 * 60 * 1000;
const CLEARED_KEY = 'rushes.fastUploads.clearedAt';

/**
 * The fast uploads of the upload list: rows made from the transfers the clients report, their
 * jobs followed as web uploads' are. Unlike web uploads they go on when the page closes, so
 * they neither hold the page open nor end with a sign-out.
 */
export interface FastUploads {
  getOperations(): readonly Operation[];
  subscribe(listener: () => void): () => void;
  /** A transfer as a client reports it (uploads only are kept). */
  receive(transfer: FastTransfer): void;
  applyJob(job: JobSnapshot): void;
  cancel(id: string): Promise<void>;
  retry(id: string): Promise<void>;
  clearHistory(): void;
}

/** The list with one transfer's rows put where they were (at the end for a new transfer). */
function replaceRows(
  ops: readonly Operation[],
  isOld: (op: Operation) => boolean,
  rows: Operation[],
): Operation[] {
  const at = ops.findIndex(isOld);
  const others = ops.filter((op) => !isOld(op));
  if (at < 0) return [...others, ...rows];
  const before = ops.slice(0, at).filter((op) => !isOld(op)).length;
  return [...others.slice(0, before), ...rows, ...others.slice(before)];
}

export interface FastUploadsDeps {
  jobs: Pick<UploadApi, 'cancelJob' | 'retryJob'>;
  cancelTransfer(transfer: FastTransfer): Promise<void>;
  storage?: Storage;
}

export function createFastUploads(deps: FastUploadsDeps): FastUploads {
  const storage = deps.storage ?? localStorage;
  const transfers = new Map<string, FastTransfer>();
  /** Which transfer each row belongs to. */
  const transferOf = new Map<string, string>();
  let ops: Operation[] = [];
  const listeners = new Set<() => void>();

  const set = (next: Operation[]) => {
    ops = next;
    for (const listener of listeners) listener();
  };
  const change = (update: (op: Operation) => Operation) => {
    const next = ops.map(update);
    if (next.some((op, index) => op !== ops[index])) set(next);
  };
  const since = () =>
    Math.max(Number(storage.getItem(CLEARED_KEY) ?? 0), Date.now() - SHOWN_FOR_MS);
  const key = (transfer: FastTransfer) => `${transfer.kind}:${transfer.id}`;

  return {
    getOperations: () => ops,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(transfer) {
      if (transfer.direction !== 'upload') return;
      const known = transfers.has(key(transfer));
      if (!known && !shownOnOpen(transfer, since())) return;
      transfers.set(key(transfer), transfer);
      const previous = new Map(ops.map((op) => [op.id, op]));
      // a transfer first seen finished is of an earlier visit: History
      const archived = !known && isFinishedTransfer(transfer);
      const rows = fastOperations(transfer, previous, { now: Date.now(), archived });
      for (const row of rows) transferOf.set(row.id, key(transfer));
      set(replaceRows(ops, (op) => transferOf.get(op.id) === key(transfer), rows));
    },
    applyJob(job) {
      change((op) => applyJob(op, job, Date.now()));
    },
    async cancel(id) {
      const op = ops.find((row) => row.id === id);
      const transfer = transfers.get(transferOf.get(id) ?? '');
      if (!op || !transfer || isFinished(op)) return;
      if (op.jobId && isProcessing(op)) {
        const job = await deps.jobs.cancelJob(op.jobId).catch(() => null);
        if (job) change((row) => applyJob(row, job, Date.now()));
        return;
      }
      // the helper cancels a transfer whole: every file of it not yet sent stops
      await deps.cancelTransfer(transfer);
      const rows = new Set(ops.filter((row) => transferOf.get(row.id) === key(transfer)));
      change((row) =>
        rows.has(row) && !row.jobId && !isFinished(row) ? cancelled(row, Date.now()) : row,
      );
    },
    async retry(id) {
      const op = ops.find((row) => row.id === id);
      if (!op?.jobId || !canRetry(op)) return;
      change((row) => (row.id === id ? retried(row, Date.now()) : row));
      const job = await deps.jobs.retryJob(op.jobId).catch(() => null);
      if (job) change((row) => applyJob(row, job, Date.now()));
    },
    clearHistory() {
      storage.setItem(CLEARED_KEY, String(Date.now()));
      const kept = ops.filter((op) => !isFinished(op));
      const open = new Set(kept.map((op) => transferOf.get(op.id)));
      // a transfer with no row left is forgotten: reported again, it is as on opening the page
      for (const name of transfers.keys()) if (!open.has(name)) transfers.delete(name);
      set(kept);
    },
  };
}

import { isMetadataFile } from '@rushes/rules';
import {
  isFinished,
  isUploadPhase,
  type JobSnapshot,
  type Operation,
  stateOfJob,
  type UploadTarget,
} from './operation.ts';

/** Uploads at a time (media-handling section 9). */
export const CONCURRENT_UPLOADS = 3;

/** The pure transitions of the operation list; the engine performs their I/O. */

export function newOperation(id: string, file: File, target: UploadTarget, now: number): Operation {
  return {
    id,
    name: file.name,
    state: 'UploadingQueued',
    file,
    size: file.size,
    uploaded: 0,
    processed: 0,
    bytesPerSecond: 0,
    uploadId: null,
    versionId: null,
    assetId: null,
    jobId: null,
    jobUpdatedAt: null,
    reason: null,
    projectId: target.projectId,
    folderId: target.folderId,
    newVersionOf: target.newVersionOf ?? null,
    // A new version is a clip whatever its name.
    isMetadata: !target.newVersionOf && isMetadataFile(file.name),
    isArchived: false,
    created: now,
    updated: now,
  };
}

/**
 * New operations join the list, their metadata files last; when every old one is finished,
 * those are archived first.
 */
export function addOperations(ops: readonly Operation[], added: Operation[]): Operation[] {
  const archive = ops.every(isFinished);
  const kept = archive ? ops.map((op) => (op.isArchived ? op : { ...op, isArchived: true })) : ops;
  const clips = added.filter((op) => !op.isMetadata);
  return [...kept, ...clips, ...added.filter((op) => op.isMetadata)];
}

/** A metadata file waits for the clips going into its folder, so that it finds them there. */
const waitsForClips = (ops: readonly Operation[], op: Operation) =>
  op.isMetadata &&
  ops.some((other) => !other.isMetadata && other.folderId === op.folderId && isUploadPhase(other));

/** The queued operations that may start now, oldest first, keeping 3 uploading. */
export function startable(ops: readonly Operation[]): Operation[] {
  const active = ops.filter((op) => op.state === 'Uploading').length;
  const free = Math.max(0, CONCURRENT_UPLOADS - active);
  return ops
    .filter((op) => op.state === 'UploadingQueued' && !waitsForClips(ops, op))
    .slice(0, free);
}

export function patch(
  ops: readonly Operation[],
  id: string,
  change: (op: Operation) => Operation,
): Operation[] {
  return ops.map((op) => (op.id === id ? change(op) : op));
}

/** A job update replaces the state; archiving is cleared unless the job is still processing. */
export function applyJob(op: Operation, job: JobSnapshot, now: number): Operation {
  if (op.jobId !== job.id) return op;
  if (op.jobUpdatedAt && Date.parse(job.updatedAt) < Date.parse(op.jobUpdatedAt)) return op;
  const state = stateOfJob(job.state);
  const processing = state === 'ProcessingQueued' || state === 'Processing';
  return {
    ...op,
    state,
    processed: job.progress,
    reason: job.state === 'FAILED' ? (job.reason ?? null) : null,
    jobUpdatedAt: job.updatedAt,
    isArchived: processing ? op.isArchived : false,
    updated: now,
  };
}

/** What metadata did for a folder's clips: a file's import, or a clip's upload. */
export interface MetadataMatch {
  parsed: number;
  matched: number;
  folderHasClips: boolean;
  folderHasMetadata: boolean;
}

export interface FinalizeResult {
  assetId: string;
  versionId: string;
  job: JobSnapshot | null;
  metadata: MetadataMatch;
}

/** The notices of media-handling section 8, by what they say. */
export type MetadataNotice =
  | 'uploadClipsToMatch'
  | 'attached'
  | 'noMatchingClips'
  | 'existingAttached'
  | 'existingNotMatched'
  | 'notImported';

/** What an imported file's answer tells people. */
export function importNotice(result: MetadataMatch): MetadataNotice {
  if (!result.folderHasClips) return 'uploadClipsToMatch';
  return result.matched > 0 ? 'attached' : 'noMatchingClips';
}

/**
 * What the clips of one round of uploads tell people when no metadata file came with them: the
 * folder's kept metadata attached to some, or to none; nothing where the folder keeps none.
 */
export function existingNotice(results: readonly MetadataMatch[]): MetadataNotice | null {
  if (!results.some((result) => result.folderHasMetadata)) return null;
  return results.some((result) => result.matched > 0) ? 'existingAttached' : 'existingNotMatched';
}

/** An imported metadata file is done: it starts no job. */
export function imported(op: Operation, now: number): Operation {
  return { ...op, state: 'Completed', uploaded: op.size, bytesPerSecond: 0, updated: now };
}

/** After the finalise: with a job not yet processed it is queued for processing, else done. */
export function finalized(op: Operation, result: FinalizeResult, now: number): Operation {
  const done: Operation = {
    ...op,
    assetId: result.assetId,
    versionId: result.versionId,
    uploaded: op.size,
    bytesPerSecond: 0,
    updated: now,
  };
  if (!result.job) return { ...done, state: 'Completed' };
  const queued: Operation = { ...done, state: 'ProcessingQueued', jobId: result.job.id };
  return applyJob(queued, result.job, now);
}

export function failed(op: Operation, reason: string | null, now: number): Operation {
  return { ...op, state: 'Failed', reason, bytesPerSecond: 0, updated: now };
}

/** Cancel is offered on entries still under way (media-handling section 4: not on failed ones). */
export const canCancel = (op: Operation): boolean => !isFinished(op);

export function cancelled(op: Operation, now: number): Operation {
  return { ...op, state: 'Cancelled', isArchived: true, bytesPerSecond: 0, updated: now };
}

/** Retry only from Failed or Cancelled; an upload again only while its file is at hand. */
export const canRetry = (op: Operation): boolean =>
  (op.state === 'Failed' || op.state === 'Cancelled') && (op.jobId !== null || op.file !== null);

export function retried(op: Operation, now: number): Operation {
  if (op.jobId) {
    return { ...op, state: 'ProcessingQueued', processed: 0, isArchived: false, updated: now };
  }
  return {
    ...op,
    state: 'UploadingQueued',
    uploaded: 0,
    bytesPerSecond: 0,
    uploadId: null,
    versionId: null,
    reason: null,
    isArchived: false,
    updated: now,
  };
}

/** History's Clear removes Completed, Cancelled and Failed entries. */
export function clearHistory(ops: readonly Operation[]): Operation[] {
  return ops.filter((op) => !isFinished(op));
}

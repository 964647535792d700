/** An operation's states (media-handling section 4). */
export type OperationState =
  | 'UploadingQueued'
  | 'Uploading'
  | 'Analysing'
  | 'ProcessingQueued'
  | 'Processing'
  | 'Completed'
  | 'Failed'
  | 'Cancelled';

/** The labels a row shows; Uploading and Processing show their progress instead. */
export type OperationLabel =
  | 'waiting'
  | 'analysing'
  | 'queued'
  | 'finished'
  | 'cancelled'
  | 'failed';

export type JobState = 'WAITING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

/** What the client knows of a server job. */
export interface JobSnapshot {
  id: string;
  state: JobState;
  progress: number;
  updatedAt: string;
  reason?: string | null;
}

/**
 * One upload and the job it starts. The spec's `files` is one file here (`file`): every file
 * is its own operation. A metadata file (`isMetadata`) is imported into the folder once
 * uploaded, after the clips added with it; it starts no job.
 */
export interface Operation {
  id: string;
  name: string;
  state: OperationState;
  file: File | null;
  size: number;
  /** Bytes uploaded so far. */
  uploaded: number;
  /** The job's progress, 0 to 100. */
  processed: number;
  bytesPerSecond: number;
  uploadId: string | null;
  versionId: string | null;
  assetId: string | null;
  jobId: string | null;
  /** The newest job update applied, so an older one arriving late is ignored. */
  jobUpdatedAt: string | null;
  reason: string | null;
  projectId: string;
  folderId: string;
  /** The asset the file becomes a new version of; null for a new asset. */
  newVersionOf: string | null;
  isMetadata: boolean;
  isArchived: boolean;
  created: number;
  updated: number;
}

export interface UploadTarget {
  projectId: string;
  folderId: string;
  /** The asset (in the folder) the file becomes a new version of. */
  newVersionOf?: string;
}

const FINISHED: readonly OperationState[] = ['Completed', 'Failed', 'Cancelled'];
const UPLOAD_PHASE: readonly OperationState[] = ['UploadingQueued', 'Uploading', 'Analysing'];

export const isFinished = (op: Operation): boolean => FINISHED.includes(op.state);

/** Queued, uploading or being finalised: what the leave-page and sign-out warnings guard. */
export const isUploadPhase = (op: Operation): boolean => UPLOAD_PHASE.includes(op.state);

/** ProcessingQueued and Processing count as processing and show a progress circle. */
export const isProcessing = (op: Operation): boolean =>
  op.state === 'ProcessingQueued' || op.state === 'Processing';

export function labelOf(state: OperationState): OperationLabel | null {
  switch (state) {
    case 'UploadingQueued':
      return 'waiting';
    case 'Analysing':
      return 'analysing';
    case 'ProcessingQueued':
      return 'queued';
    case 'Completed':
      return 'finished';
    case 'Cancelled':
      return 'cancelled';
    case 'Failed':
      return 'failed';
    case 'Uploading':
    case 'Processing':
      return null;
  }
}

export function stateOfJob(state: JobState): OperationState {
  switch (state) {
    case 'WAITING':
      return 'ProcessingQueued';
    case 'RUNNING':
      return 'Processing';
    case 'COMPLETED':
      return 'Completed';
    case 'FAILED':
      return 'Failed';
    case 'CANCELLED':
      return 'Cancelled';
  }
}

export interface OperationGroups {
  uploads: Operation[];
  jobs: Operation[];
  history: Operation[];
}

/**
 * History: Completed, Cancelled, archived; Jobs: Analysing or with a job; Uploads: the rest.
 * Each group lists its files in order, metadata files last.
 */
export function groupOperations(ops: readonly Operation[]): OperationGroups {
  const groups: OperationGroups = { uploads: [], jobs: [], history: [] };
  const ordered = [...ops.filter((op) => !op.isMetadata), ...ops.filter((op) => op.isMetadata)];
  for (const op of ordered) {
    if (op.state === 'Completed' || op.state === 'Cancelled' || op.isArchived) {
      groups.history.push(op);
    } else if (op.state === 'Analysing' || op.jobId) {
      groups.jobs.push(op);
    } else {
      groups.uploads.push(op);
    }
  }
  return groups;
}

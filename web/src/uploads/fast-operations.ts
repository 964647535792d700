import { isMetadataFile } from '@rushes/rules';
import {
  type FastTransfer,
  type FastTransferFile,
  isFinishedTransfer,
} from '../fast-transfer/transfer-client.ts';
import type { Operation, OperationState } from './operation.ts';

/** A fast upload's row: one per file, named by its transfer and its path. */
export const fastOperationId = (transfer: FastTransfer, file: FastTransferFile) =>
  `fast:${transfer.kind}:${transfer.id}:${file.path}`;

export const isFastOperationId = (id: string) => id.startsWith('fast:');

/** A file's row before its job speaks: sending, then being finished by the helper, then its job. */
function stateOfFile(file: FastTransferFile): OperationState {
  switch (file.state) {
    case 'queued':
      return 'UploadingQueued';
    case 'running':
      return file.size > 0 && file.sent >= file.size ? 'Analysing' : 'Uploading';
    case 'completed':
      return file.jobId ? 'ProcessingQueued' : 'Completed';
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/**
 * The rows of a fast upload, as the upload list shows web uploads: each file with its progress,
 * then its job. What a row's job said (`previous`, by the job watcher) stays until another job
 * is named; the transfer's rate is shared among its files being sent.
 */
export function fastOperations(
  transfer: FastTransfer,
  previous: ReadonlyMap<string, Operation>,
  options: { now: number; archived: boolean },
): Operation[] {
  const sending = transfer.files.filter((file) => stateOfFile(file) === 'Uploading').length;
  return transfer.files.map((file) => {
    const id = fastOperationId(transfer, file);
    const before = previous.get(id);
    const state = stateOfFile(file);
    const row: Operation = {
      id,
      // the name it has in Rushes; its path is where it is on the person's computer
      name: file.name,
      state,
      file: null,
      size: file.size,
      uploaded: Math.min(file.sent, file.size),
      processed: 0,
      bytesPerSecond: state === 'Uploading' && sending > 0 ? transfer.bytesPerSecond / sending : 0,
      uploadId: file.uploadId,
      versionId: file.versionId,
      assetId: file.assetId,
      jobId: file.jobId,
      jobUpdatedAt: null,
      reason: state === 'Failed' ? (file.error ?? transfer.error) : null,
      projectId: transfer.projectId,
      folderId: transfer.folderId ?? '',
      newVersionOf: null,
      isMetadata: isMetadataFile(file.name),
      isArchived: before?.isArchived ?? options.archived,
      created: before?.created ?? options.now,
      updated: options.now,
    };
    const jobSpoke = before?.jobUpdatedAt && before.jobId === file.jobId && file.jobId;
    if (!jobSpoke) return row;
    const { state: jobState, processed, reason, jobUpdatedAt, isArchived } = before;
    return { ...row, state: jobState, processed, reason, jobUpdatedAt, isArchived };
  });
}

/**
 * Whether a transfer the helper lists when the page opens is shown: those under way always,
 * finished ones only when they finished after `since` (History's last Clear, or a day ago).
 */
export const shownOnOpen = (transfer: FastTransfer, since: number) =>
  !isFinishedTransfer(transfer) || Date.parse(transfer.updatedAt) > since;

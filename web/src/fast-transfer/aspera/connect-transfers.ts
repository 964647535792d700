import type { HelperTransferState } from '@rushes/rules';
import type { FastTransfer, Readiness } from '../transfer-client.ts';
import { baseName } from '../transfer-spec.ts';

/** Connect's status events (the SDK's `STATUS`). */
export type ConnectStatus =
  | 'INITIALIZING'
  | 'RETRYING'
  | 'RUNNING'
  | 'OUTDATED'
  | 'FAILED'
  | 'EXTENSION_INSTALL'
  | 'STOPPED'
  | 'WAITING'
  | 'DEGRADED';

/**
 * What a status says about transferring now; null while Connect is still being looked for
 * (INITIALIZING, RETRYING: it may yet answer).
 */
export function readinessOfConnectStatus(status: ConnectStatus): Readiness | null {
  switch (status) {
    case 'RUNNING':
      return { ready: true };
    case 'OUTDATED':
      return { ready: false, why: 'outdated' };
    case 'FAILED':
    case 'EXTENSION_INSTALL':
    case 'STOPPED':
      return { ready: false, why: 'absent' };
    case 'INITIALIZING':
    case 'RETRYING':
    case 'WAITING':
    case 'DEGRADED':
      return null;
  }
}

/** What the page puts in the tags of a transfer it starts, to know it again in Connect's list. */
export interface RushesTags {
  project_id: string;
  folder_id: string | null;
}

/** The part of Connect's `TransferInfo` the page reads. */
export interface ConnectTransferInfo {
  uuid: string;
  status: string;
  bytes_expected: number;
  bytes_written: number;
  calculated_rate_kbps: number;
  modify_time: string;
  error_desc?: string;
  transfer_spec: { direction: string; tags?: { rushes?: RushesTags } };
  files?: { file: string; bytes_expected: number; bytes_written: number }[];
}

function stateOf(status: string): HelperTransferState {
  switch (status) {
    case 'running':
    case 'willretry':
      return 'running';
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'cancelled':
    case 'removed':
      return 'cancelled';
    default:
      return 'queued';
  }
}

const isWhole = (file: { bytes_expected: number; bytes_written: number }) =>
  file.bytes_expected > 0 && file.bytes_written >= file.bytes_expected;

/**
 * A transfer of Connect's list as the page follows it; null for one another site started (it
 * carries no Rushes tags). Connect's transfers name no asset or job: an Aspera server's uploads
 * reach Rushes by the server, not through the page.
 */
export function fastTransferOfConnect(info: ConnectTransferInfo): FastTransfer | null {
  const tags = info.transfer_spec.tags?.rushes;
  if (!tags) return null;
  const state = stateOf(info.status);
  const error = state === 'failed' ? (info.error_desc ?? null) : null;
  return {
    id: info.uuid,
    kind: 'ASPERA',
    direction: info.transfer_spec.direction === 'receive' ? 'download' : 'upload',
    state,
    projectId: tags.project_id,
    folderId: tags.folder_id,
    files: (info.files ?? []).map((file) => ({
      path: file.file,
      name: baseName(file.file),
      size: file.bytes_expected,
      sent: file.bytes_written,
      state: isWhole(file) && state !== 'failed' ? 'completed' : state,
      uploadId: null,
      assetId: null,
      versionId: null,
      jobId: null,
      error,
    })),
    bytes: info.bytes_expected,
    sent: info.bytes_written,
    bytesPerSecond: (info.calculated_rate_kbps * 1000) / 8,
    updatedAt: info.modify_time,
    error,
  };
}

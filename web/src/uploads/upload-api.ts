import type { StartUploadInput, StoredPart, UploadedPart } from '@rushes/rules';
import type { JobSnapshot } from './operation.ts';
import type { FinalizeResult, MetadataMatch } from './operations.ts';

/** Where a file's parts go: PUT part N to `urls[N - 1]`. */
export interface PartTargets {
  id: string;
  partSize: number;
  urls: string[];
}

/** A clip's upload, whose id is the version's; resumed, with the parts storage holds. */
export interface StartedUpload extends PartTargets {
  storedParts: StoredPart[];
}

export interface FinalizeUploadInput {
  uploadId: string;
  /** The folder whose asset list gains the new asset. */
  folderId: string;
  parts: UploadedPart[];
}

/** A metadata file's upload: imported with `multipartId` once its parts are in storage. */
export interface StartedMetadataUpload extends PartTargets {
  multipartId: string;
}

export interface ImportMetadataInput {
  folderId: string;
  uploadId: string;
  multipartId: string;
  filename: string;
  parts: UploadedPart[];
}

/** Where a finalisation through finalizeUploadV2 stands: poll again on TRIGGERED and RUNNING. */
export type FinalizeStatus = 'TRIGGERED' | 'RUNNING' | 'DONE' | 'ERROR';

export interface Finalization {
  status: FinalizeStatus;
  /** With DONE: what the upload became. */
  result: FinalizeResult | null;
  /** With ERROR: the error code, when the server saw it. */
  errorCode: string | null;
}

/** The server calls of an upload and its job (the engine's port; Relay implements it). */
export interface UploadApi {
  startUpload(input: StartUploadInput): Promise<StartedUpload>;
  finalizeUpload(input: FinalizeUploadInput): Promise<FinalizeResult>;
  /** Whether the user saved "Use the new upload experience" (their prefersUploadV2 setting). */
  prefersUploadV2(): Promise<boolean>;
  /** Asks for the finalisation and answers at once; `uploadFinalization` follows it. */
  finalizeUploadV2(input: FinalizeUploadInput): Promise<Finalization>;
  uploadFinalization(uploadId: string): Promise<Finalization>;
  startMetadataUpload(
    input: Pick<StartUploadInput, 'folderId' | 'filename' | 'size'>,
  ): Promise<StartedMetadataUpload>;
  /** Rejects with VALIDATION_FAILED (rule metadataIntegrity) for a file that does not read. */
  importMetadata(input: ImportMetadataInput): Promise<MetadataMatch>;
  cancelUpload(uploadId: string): Promise<void>;
  cancelJob(jobId: string): Promise<JobSnapshot>;
  retryJob(jobId: string): Promise<JobSnapshot>;
}

import type { JobSnapshot } from './operation.ts';
import type { FinalizeResult } from './operations.ts';
import type { UploadedPart } from './part-uploader.ts';

/** Where a file's parts go: PUT part N to `urls[N - 1]`. The upload's id is the version's. */
export interface StartedUpload {
  id: string;
  partSize: number;
  urls: string[];
}

export interface StartUploadInput {
  folderId: string;
  filename: string;
  size: number;
  contentType: string;
}

export interface FinalizeUploadInput {
  uploadId: string;
  /** The folder whose asset list gains the new asset. */
  folderId: string;
  parts: UploadedPart[];
}

/** The server calls of an upload and its job (the engine's port; Relay implements it). */
export interface UploadApi {
  startUpload(input: StartUploadInput): Promise<StartedUpload>;
  finalizeUpload(input: FinalizeUploadInput): Promise<FinalizeResult>;
  cancelUpload(uploadId: string): Promise<void>;
  cancelJob(jobId: string): Promise<JobSnapshot>;
  retryJob(jobId: string): Promise<JobSnapshot>;
}

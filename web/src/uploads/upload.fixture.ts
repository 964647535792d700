import type { StartUploadInput, StoredPart } from '@rushes/rules';
import type { JobSnapshot, JobState } from './operation.ts';
import type { MetadataMatch } from './operations.ts';
import type {
  Finalization,
  FinalizeStatus,
  FinalizeUploadInput,
  ImportMetadataInput,
  UploadApi,
} from './upload-api.ts';

/** Test doubles of the engine's ports: the API (the storage is `@rushes/rules/testing`'s). */

export const jobSnapshot = (
  id: string,
  state: JobState,
  progress = 0,
  updatedAt = new Date().toISOString(),
): JobSnapshot => ({ id, state, progress, updatedAt, reason: null });

/** A folder without kept metadata, as most are. */
export const noMetadata: MetadataMatch = {
  parsed: 0,
  matched: 0,
  folderHasClips: true,
  folderHasMetadata: false,
};

interface FakeApiOptions {
  partSize?: number;
  /** The job a finalised upload starts; none by default. */
  jobState?: JobState | null;
  /** What a clip's finalise says of the folder's kept metadata. */
  kept?: MetadataMatch;
  /** What an import answers, or the error it rejects with. */
  imports?: MetadataMatch | Error;
  /** The user's saved "Use the new upload experience". */
  prefersUploadV2?: boolean;
  /** What finalizeUploadV2, then each poll, answers; the last one stays. */
  finalizations?: FinalizeStatus[];
  /** The parts storage holds of the upload a start with `resume` answers. */
  storedParts?: StoredPart[];
}

export function fakeUploadApi({
  partSize = 10,
  jobState = null,
  kept = noMetadata,
  imports = { ...noMetadata, parsed: 2, matched: 2, folderHasMetadata: true },
  prefersUploadV2 = false,
  finalizations = ['DONE'],
  storedParts = [],
}: FakeApiOptions = {}) {
  const calls = {
    importMetadata: [] as ImportMetadataInput[],
    startUpload: [] as StartUploadInput[],
    finalizeUpload: [] as FinalizeUploadInput[],
    finalizeUploadV2: [] as FinalizeUploadInput[],
    uploadFinalization: [] as string[],
    cancelUpload: [] as string[],
    cancelJob: [] as string[],
    retryJob: [] as string[],
  };
  let uploads = 0;
  const resultOf = (uploadId: string) => ({
    assetId: `asset-${uploadId}`,
    versionId: uploadId,
    job: jobState ? jobSnapshot(`job-${uploadId}`, jobState) : null,
    metadata: kept,
  });
  /** The answer to the n-th V2 call or poll of an upload. */
  const finalization = (uploadId: string, n: number): Finalization => {
    const status = finalizations[Math.min(n, finalizations.length - 1)] ?? 'DONE';
    const result = status === 'DONE' ? resultOf(uploadId) : null;
    return { status, result, errorCode: status === 'ERROR' ? 'VALIDATION_FAILED' : null };
  };
  const started = (size: number) => {
    const id = `version-${++uploads}`;
    const count = Math.max(1, Math.ceil(size / partSize));
    const urls = Array.from({ length: count }, (_, index) => `https://storage/${id}/${index + 1}`);
    return { id, partSize, urls };
  };
  const api: UploadApi = {
    async startUpload(input) {
      calls.startUpload.push(input);
      return { ...started(input.size), storedParts: input.resume ? storedParts : [] };
    },
    async finalizeUpload(input) {
      calls.finalizeUpload.push(input);
      return resultOf(input.uploadId);
    },
    async prefersUploadV2() {
      return prefersUploadV2;
    },
    async finalizeUploadV2(input) {
      calls.finalizeUploadV2.push(input);
      return finalization(input.uploadId, 0);
    },
    async uploadFinalization(uploadId) {
      calls.uploadFinalization.push(uploadId);
      const polls = calls.uploadFinalization.filter((id) => id === uploadId).length;
      return finalization(uploadId, polls);
    },
    async startMetadataUpload(input) {
      return { ...started(input.size), multipartId: 'multipart' };
    },
    async importMetadata(input) {
      calls.importMetadata.push(input);
      if (imports instanceof Error) throw imports;
      return imports;
    },
    async cancelUpload(uploadId) {
      calls.cancelUpload.push(uploadId);
    },
    async cancelJob(jobId) {
      calls.cancelJob.push(jobId);
      return jobSnapshot(jobId, 'CANCELLED');
    },
    async retryJob(jobId) {
      calls.retryJob.push(jobId);
      return jobSnapshot(jobId, 'WAITING');
    },
  };
  return { api, calls };
}

export const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

import { ApiError } from '../relay/api-error.ts';
import type { FinalizeResult } from './operations.ts';
import type { Finalization, FinalizeUploadInput, UploadApi } from './upload-api.ts';

/** The status of a finalisation through finalizeUploadV2 is asked every 2 s (section 9). */
export const FINALIZE_POLL_MS = 2000;
/** A finalisation still under way after this long is taken as lost (its server stopped). */
export const FINALIZE_GIVE_UP_MS = 15 * 60_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const failure = (answer: Finalization) => new ApiError(answer.errorCode ?? 'STATE_CONFLICT');

/**
 * Finalises an uploaded file the way the user chose: with "Use the new upload experience" saved,
 * through finalizeUploadV2, which answers at once, then its status every FINALIZE_POLL_MS until
 * DONE (media-handling section 4: ERROR, or anything else once given up, is a failure); without
 * it, through finalizeUpload, which answers once the upload is finalised.
 */
export async function finalizeUpload(
  api: UploadApi,
  input: FinalizeUploadInput,
  wait: (ms: number) => Promise<void> = delay,
): Promise<FinalizeResult> {
  if (!(await api.prefersUploadV2())) return api.finalizeUpload(input);
  let answer = await api.finalizeUploadV2(input);
  for (let waited = 0; ; waited += FINALIZE_POLL_MS) {
    if (answer.status === 'DONE' && answer.result) return answer.result;
    if (answer.status === 'DONE' || answer.status === 'ERROR') throw failure(answer);
    if (waited >= FINALIZE_GIVE_UP_MS) throw failure(answer);
    await wait(FINALIZE_POLL_MS);
    answer = await api.uploadFinalization(input.uploadId);
  }
}

import { xhrPutPart } from './xhr-put-part.ts';

/** What went wrong with an image: its upload, or setting it once uploaded. */
export type ImageUploadOutcome = 'ok' | 'uploadFailed' | 'setFailed';

export interface ImageUploadSteps {
  /** Asks for the upload: its id and the one signed URL; null when refused. */
  ask(): Promise<{ id: string; urls: readonly string[] } | null>;
  /** Confirms the uploaded file; whether it was accepted. */
  confirm(uploadId: string, etag: string): Promise<boolean>;
}

/**
 * A poster, logo or overlay image: ask for a signed URL, PUT the file there with progress,
 * confirm it. The image's owner is whatever `steps` name.
 */
export async function uploadImage(
  file: File,
  steps: ImageUploadSteps,
  onProgress: (fraction: number) => void,
): Promise<ImageUploadOutcome> {
  let uploadId: string;
  let etag: string;
  try {
    const upload = await steps.ask();
    const url = upload?.urls[0];
    if (!upload || !url) return 'uploadFailed';
    uploadId = upload.id;
    etag = await xhrPutPart({
      url,
      body: file,
      signal: new AbortController().signal,
      onProgress: (loaded) => onProgress(file.size > 0 ? loaded / file.size : 1),
    });
  } catch {
    return 'uploadFailed';
  }
  try {
    return (await steps.confirm(uploadId, etag)) ? 'ok' : 'setFailed';
  } catch {
    return 'setFailed';
  }
}

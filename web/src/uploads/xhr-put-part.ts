import type { PutPart } from '@rushes/rules';

/** Only 200, 201 and 204 count as success (media-handling section 7). */
const SUCCESS = [200, 201, 204];

export class PartUploadError extends Error {
  constructor(readonly status: number) {
    super(`part upload failed with HTTP ${status}`);
    this.name = 'PartUploadError';
  }
}

/**
 * PUTs a part with XMLHttpRequest, the one browser API that reports upload progress. The Blob
 * is streamed from the file by the browser; the storage's ETag header comes back as the result
 * (S3 buckets must expose it through CORS).
 */
export const xhrPutPart: PutPart = ({ url, body, signal, onProgress }) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (!SUCCESS.includes(xhr.status) || !etag) return reject(new PartUploadError(xhr.status));
      onProgress(body.size);
      resolve(etag);
    };
    xhr.onerror = () => reject(new PartUploadError(0));
    xhr.onabort = () => reject(signal.reason);
    xhr.onloadend = () => signal.removeEventListener('abort', abort);
    xhr.open('PUT', url);
    xhr.send(body);
  });

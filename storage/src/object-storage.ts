import type { Readable } from 'node:stream';

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

/** A part storage holds for an unfinished upload: its ETag is the quoted MD5 of its bytes. */
export interface StoredPart extends UploadedPart {
  size: number;
}

/**
 * Object storage for media: the browser sends multipart PUTs straight to signed URLs, services
 * write outputs and read sources through the same port. Adapters: local disk (URLs signed and
 * served by the BFF) and S3 (presigned URLs).
 */
export interface ObjectStorage {
  /**
   * Starts a multipart upload of `key`; returns the multipart id. `partSize` is the size of every
   * part but the last (which may be smaller): S3 ignores it, local disk needs it to write each
   * part at its offset in one file.
   */
  createMultipartUpload(
    key: string,
    contentType: string,
    options?: { partSize?: number },
  ): Promise<string>;
  /** Signed PUT URLs for parts 1…partCount, valid for `expiresInSeconds`. */
  signPartUrls(
    key: string,
    multipartId: string,
    partCount: number,
    expiresInSeconds: number,
  ): Promise<string[]>;
  /** Joins the parts into the object; returns its size in bytes. */
  completeMultipartUpload(key: string, multipartId: string, parts: UploadedPart[]): Promise<number>;
  abortMultipartUpload(key: string, multipartId: string): Promise<void>;
  /**
   * The parts an unfinished upload holds, in part order (the last upload of each); rejects with
   * `NO_SUCH_UPLOAD` once it is completed or aborted, or when it is not an upload of `key`.
   */
  listParts(key: string, multipartId: string): Promise<StoredPart[]>;
  /**
   * Aborts every multipart upload started before `cutoff` (abandoned: nobody completed or
   * aborted it), with the parts it holds; the number aborted.
   */
  abortMultipartUploadsStartedBefore(cutoff: Date): Promise<number>;
  /** A signed GET URL; `downloadName` makes browsers save it under that name. */
  signGetUrl(
    key: string,
    options: { expiresInSeconds: number; downloadName?: string },
  ): Promise<string>;
  putObject(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  getObject(key: string): Promise<Readable>;
  /**
   * The object's file when it is a file on this machine (local disk), for a tool to read in
   * place instead of a copy; null when it is not (S3). NO_SUCH_KEY when there is no object.
   */
  fileOf(key: string): Promise<string | null>;
  /** Size of the object, or null when there is none. */
  headObject(key: string): Promise<{ size: number } | null>;
  /**
   * The object's ETag, as S3 gives it: the quoted MD5 of its bytes, or for an object joined from
   * N parts the quoted MD5 of its parts' MD5s followed by `-N`; null when there is none.
   */
  etagOf(key: string): Promise<string | null>;
  /** Removes every object whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * The origins the signed URLs name, which pages must be allowed to reach (their
   * Content-Security-Policy); none when the URLs are relative to the app's own origin.
   */
  signedUrlOrigins(): Promise<string[]>;
}

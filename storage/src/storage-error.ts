/** Why an object-storage call failed in a way its caller may want to tell apart. */
export type StorageErrorCode =
  | 'NO_SUCH_KEY'
  | 'NO_SUCH_UPLOAD'
  | 'INVALID_PART'
  | 'INVALID_KEY'
  /** A file to take lies on another file system than the storage's. */
  | 'CROSS_DEVICE';

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const isStorageError = (error: unknown, code?: StorageErrorCode): error is StorageError =>
  error instanceof StorageError && (code === undefined || error.code === code);

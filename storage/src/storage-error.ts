/** Why an object-storage call failed in a way its caller may want to tell apart. */
export type StorageErrorCode = 'NO_SUCH_KEY' | 'NO_SUCH_UPLOAD' | 'INVALID_PART' | 'INVALID_KEY';

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

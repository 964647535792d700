export { attachmentDisposition, contentTypeOf } from './content-type.ts';
export type { NamedPart } from './local-disk.multipart.ts';
export {
  type ByteRange,
  createLocalDiskStorage,
  isLocalDiskStorage,
  type LocalDiskStorage,
  type LocalDiskStorageOptions,
  MAX_PART_BYTES,
} from './local-disk.storage.ts';
export type { ObjectStorage, StoredPart, UploadedPart } from './object-storage.ts';
export { createS3Storage, type S3Storage, type S3StorageOptions } from './s3.storage.ts';
export { isStorageError, StorageError, type StorageErrorCode } from './storage-error.ts';
export {
  createS3Storages,
  createStorageFromConfig,
  type StorageConfig,
  s3StorageOptions,
} from './storage-from-config.ts';
export { assertValidKey, keyFolderOf, storageRootOf } from './storage-key.ts';
export {
  routeLocalDisks,
  routeS3,
  routeStorages,
  type StorageRoute,
  storageOf,
} from './storage-router.ts';
export {
  expiresIn,
  objectPath,
  type SignatureCheck,
  type StorageGrant,
  signedStorageUrl,
  signStorageGrant,
  uploadPartPath,
  verifyStorageSignature,
} from './storage-signature.ts';

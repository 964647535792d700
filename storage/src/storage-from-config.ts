import { join, resolve } from 'node:path';
import type { StorageSetting } from '@rushes/runtime';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk.storage.ts';
import { createS3Storage, type S3Storage, type S3StorageOptions } from './s3.storage.ts';
import { routeLocalDisks, routeS3 } from './storage-router.ts';

/** The storage settings of the app's configuration (S3_* variables). */
export interface StorageConfig {
  s3Endpoint?: string;
  s3PublicEndpoint?: string;
  s3Region: string;
  s3Bucket?: string;
  s3AccessKeyId?: string;
  s3SecretAccessKey?: string;
  s3ForcePathStyle: boolean;
}

/** The S3 adapter's options from the S3_* settings of a process that has a bucket. */
export const s3StorageOptions = (
  config: StorageConfig & { s3Bucket: string },
): S3StorageOptions => ({
  endpoint: config.s3Endpoint,
  publicEndpoint: config.s3PublicEndpoint,
  region: config.s3Region,
  bucket: config.s3Bucket,
  accessKeyId: config.s3AccessKeyId,
  secretAccessKey: config.s3SecretAccessKey,
  forcePathStyle: config.s3ForcePathStyle,
});

/**
 * `S3_BUCKET` and the buckets of the storages that have their own (RUSHES_STORAGES), as one S3
 * storage: each key goes to its storage's bucket.
 */
export function createS3Storages(
  config: StorageConfig & { s3Bucket: string },
  storages: readonly StorageSetting[],
): S3Storage {
  const bucketOf = (bucket: string) =>
    createS3Storage(s3StorageOptions({ ...config, s3Bucket: bucket }));
  const main = bucketOf(config.s3Bucket);
  return routeS3(
    storages.map(({ prefix, bucket }) => ({ prefix, storage: bucket ? bucketOf(bucket) : main })),
  );
}

/**
 * S3 when `S3_BUCKET` is set, otherwise local disk in `<dataDir>/storage` with same-origin URLs
 * signed by `signingSecret` and served by the BFF; a storage with a bucket or a root folder of its
 * own (RUSHES_STORAGES) keeps its projects' keys there.
 */
export function createStorageFromConfig(
  config: StorageConfig,
  storages: readonly StorageSetting[],
  options: { dataDir: string; signingSecret: string },
): LocalDiskStorage | S3Storage {
  const { s3Bucket } = config;
  if (s3Bucket) return createS3Storages({ ...config, s3Bucket }, storages);
  const folder = (root: string) =>
    createLocalDiskStorage({ root, publicBaseUrl: '', signingSecret: options.signingSecret });
  const main = folder(join(options.dataDir, 'storage'));
  return routeLocalDisks(
    storages.map(({ prefix, root }) => ({ prefix, storage: root ? folder(resolve(root)) : main })),
  );
}

import { join } from 'node:path';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk.storage.ts';
import { createS3Storage, type S3Storage, type S3StorageOptions } from './s3.storage.ts';

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
 * S3 when `S3_BUCKET` is set, otherwise local disk in `<dataDir>/storage` with same-origin URLs
 * signed by `signingSecret` and served by the BFF.
 */
export function createStorageFromConfig(
  config: StorageConfig,
  options: { dataDir: string; signingSecret: string },
): LocalDiskStorage | S3Storage {
  const { s3Bucket } = config;
  if (s3Bucket) return createS3Storage(s3StorageOptions({ ...config, s3Bucket }));
  return createLocalDiskStorage({
    root: join(options.dataDir, 'storage'),
    publicBaseUrl: '',
    signingSecret: options.signingSecret,
  });
}

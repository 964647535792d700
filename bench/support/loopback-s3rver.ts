import { createS3Storage, type S3Storage } from '@rushes/storage';
import { startS3rver } from '@rushes/storage/s3rver';

const bucket = 'rushes-bench';

/** s3rver on a free loopback port and the app's S3 adapter on it. `close` removes everything. */
export async function startLoopbackS3(): Promise<{ storage: S3Storage; close(): Promise<void> }> {
  const server = await startS3rver(bucket);
  const storage = createS3Storage({
    endpoint: server.endpoint,
    ...{ region: 'us-east-1', bucket, forcePathStyle: true },
    ...{ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await storage.ensureBucket();
  return {
    storage,
    async close() {
      storage.close();
      await server.close();
    },
  };
}

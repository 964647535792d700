import { objectStorageContract } from './object-storage.contract.ts';
import { createS3Storage } from './s3.storage.ts';
import { startS3rver } from './s3rver.fixture.ts';

const bucket = 'rushes-contract';

objectStorageContract('S3 (s3rver)', async () => {
  const server = await startS3rver(bucket);
  const storage = createS3Storage({
    endpoint: server.endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await storage.ensureBucket();
  return {
    storage,
    reachable: (url) => url,
    onDisk: false,
    leftovers: server.leftovers,
    async cleanup() {
      storage.close();
      await server.close();
    },
  };
});

import { objectStorageContract } from './object-storage.contract.ts';
import { createS3Storage } from './s3.storage.ts';
import { startS3rver } from './s3rver.fixture.ts';
import { routeS3 } from './storage-router.ts';

/** A router over two S3 servers: the default bucket and `eu/`'s own, each on its own origin. */
async function twoBuckets() {
  const servers = [await startS3rver('rushes-main'), await startS3rver('rushes-eu')];
  const [main, eu] = servers.map((server, index) =>
    createS3Storage({
      endpoint: server.endpoint,
      region: 'us-east-1',
      bucket: index === 0 ? 'rushes-main' : 'rushes-eu',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
  );
  if (!main || !eu) throw new Error('two buckets expected');
  const storage = routeS3([
    { prefix: '', storage: main },
    { prefix: 'eu', storage: eu },
  ]);
  await storage.ensureBucket();
  return {
    storage,
    reachable: (url: string) => url,
    onDisk: false,
    leftovers: async () => (await Promise.all(servers.map((server) => server.leftovers()))).flat(),
    async cleanup() {
      storage.close();
      for (const server of servers) await server.close();
    },
  };
}

objectStorageContract('S3 routed, the default bucket', twoBuckets);
objectStorageContract('S3 routed, a bucket of its own', twoBuckets, { keyPrefix: 'eu/' });

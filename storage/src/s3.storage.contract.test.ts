import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { objectStorageContract } from './object-storage.contract.ts';
import { createS3Storage } from './s3.storage.ts';

const bucket = 'rushes-contract';

/**
 * s3rver on a free loopback port, storing in `directory`. s3rver checks no SigV4 signature (any
 * request naming its access key passes), so this proves the adapter's requests and presigned URLs
 * have S3's shape, not that their signatures are right. It also lacks AbortMultipartUpload, which
 * the front server adds the way s3rver itself would: by removing the upload's folder.
 */
async function startS3rver(directory: string) {
  const s3rver = new S3rver({ directory, silent: true });
  const uploads = s3rver.store.getResourcePath(bucket, undefined, 'uploads');
  const serve = s3rver.callback();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const uploadId = new URL(request.url ?? '/', 'http://s3').searchParams.get('uploadId');
    if (request.method !== 'DELETE' || !uploadId || !/^[0-9a-f]+$/.test(uploadId)) {
      return serve(request, response);
    }
    rm(join(uploads, uploadId), { recursive: true, force: true }).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    leftovers: () => readdir(uploads).catch(() => []),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

objectStorageContract('S3 (s3rver)', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'rushes-s3rver-'));
  const server = await startS3rver(directory);
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
    leftovers: server.leftovers,
    async cleanup() {
      storage.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createS3Storage, type S3Storage } from '@rushes/storage';
import S3rver from 's3rver';

const bucket = 'rushes-bench';

/**
 * s3rver on a free loopback port, storing in a temp folder, and the app's S3 adapter on it.
 * s3rver lacks AbortMultipartUpload: the front server removes the upload's folder as s3rver
 * would (as the storage contract test does). `close` removes everything.
 */
export async function startLoopbackS3(): Promise<{ storage: S3Storage; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'rushes-bench-s3rver-'));
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
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const storage = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    ...{ region: 'us-east-1', bucket, forcePathStyle: true },
    ...{ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await storage.ensureBucket();
  return {
    storage,
    async close() {
      storage.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

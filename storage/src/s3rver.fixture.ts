/// <reference path="./s3rver.d.ts" />
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LoopbackS3 {
  /** `http://127.0.0.1:<port>`: S3_ENDPOINT for the app, an origin of its own for browsers. */
  endpoint: string;
  /** Multipart uploads of `bucket` still open (neither completed nor aborted). */
  leftovers(): Promise<string[]>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/**
 * s3rver on a free loopback port, storing in a temporary folder. s3rver checks no SigV4
 * signature (any request naming its access key passes), so it proves that requests and presigned
 * URLs have S3's shape, not that their signatures are right. It also lacks AbortMultipartUpload,
 * which the front server adds the way s3rver itself would: by removing the upload's folder.
 * Clients must set `requestChecksumCalculation: 'WHEN_REQUIRED'` (the S3 adapter does).
 */
export async function startS3rver(bucket: string): Promise<LoopbackS3> {
  const directory = await mkdtemp(join(tmpdir(), 'rushes-s3rver-'));
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
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

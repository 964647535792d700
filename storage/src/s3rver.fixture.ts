/// <reference path="./s3rver.d.ts" />
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
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

const xmlText = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/**
 * ListMultipartUploads as S3 answers it (one page), from s3rver's folder of open uploads: each
 * upload's folder holds its key, and was made when the upload started.
 */
async function listUploads(bucket: string, uploads: string): Promise<string> {
  const ids = await readdir(uploads).catch(() => []);
  const entries = await Promise.all(
    ids.map(async (id) => {
      const [key, folder] = await Promise.all([
        readFile(join(uploads, id, 'key'), 'utf8'),
        stat(join(uploads, id)),
      ]);
      return `<Upload><Key>${xmlText(key)}</Key><UploadId>${id}</UploadId><Initiated>${folder.birthtime.toISOString()}</Initiated></Upload>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`;
}

/**
 * s3rver on a free loopback port, storing in a temporary folder. s3rver checks no SigV4
 * signature (any request naming its access key passes), so it proves that requests and presigned
 * URLs have S3's shape, not that their signatures are right. It also lacks AbortMultipartUpload
 * and ListMultipartUploads, which the front server adds the way s3rver itself would: by removing
 * the upload's folder, and by reading the folder of uploads.
 * Clients must set `requestChecksumCalculation: 'WHEN_REQUIRED'` (the S3 adapter does).
 */
export async function startS3rver(bucket: string): Promise<LoopbackS3> {
  const directory = await mkdtemp(join(tmpdir(), 'rushes-s3rver-'));
  const s3rver = new S3rver({ directory, silent: true });
  const uploads = s3rver.store.getResourcePath(bucket, undefined, 'uploads');
  const serve = s3rver.callback();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://s3');
    if (
      request.method === 'GET' &&
      url.pathname.replace(/\/$/, '') === `/${bucket}` &&
      url.searchParams.has('uploads')
    ) {
      listUploads(bucket, uploads).then(
        (xml) => response.writeHead(200, { 'content-type': 'application/xml' }).end(xml),
        () => response.writeHead(500).end(),
      );
      return;
    }
    const uploadId = url.searchParams.get('uploadId');
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

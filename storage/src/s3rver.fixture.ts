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

const xmlType = { 'content-type': 'application/xml' };
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

/** S3 answers at most 1,000 parts a ListParts page; this one 2, so clients are seen paging. */
const PARTS_PAGE = 2;

const noSuchUpload = (id: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>no upload ${xmlText(id)}</Message></Error>`;

/**
 * ListParts as S3 answers it, from s3rver's folder of the upload: part n is the file `n`, whole
 * once its `n.md5` is written. Null when there is no such upload of `key`.
 */
async function listParts(upload: string, key: string, marker: number): Promise<string | null> {
  const names = await readdir(upload).catch(() => null);
  const uploadKey = await readFile(join(upload, 'key'), 'utf8').catch(() => null);
  if (names === null || uploadKey !== key) return null;
  const numbers = names
    .flatMap((name) => /^(\d+)\.md5$/.exec(name)?.[1] ?? [])
    .map(Number)
    .filter((n) => n > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, PARTS_PAGE);
  const parts = await Promise.all(
    page.map(async (n) => {
      const [md5, part] = await Promise.all([
        readFile(join(upload, `${n}.md5`), 'utf8'),
        stat(join(upload, String(n))),
      ]);
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${part.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${part.size}</Size></Part>`;
    }),
  );
  const truncated = numbers.length > page.length;
  const next = truncated ? `<NextPartNumberMarker>${page.at(-1)}</NextPartNumberMarker>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Key>${xmlText(key)}</Key><PartNumberMarker>${marker}</PartNumberMarker>${next}<MaxParts>${PARTS_PAGE}</MaxParts><IsTruncated>${truncated}</IsTruncated>${parts.join('')}</ListPartsResult>`;
}

/**
 * s3rver on a free loopback port, storing in a temporary folder. s3rver checks no SigV4
 * signature (any request naming its access key passes), so it proves that requests and presigned
 * URLs have S3's shape, not that their signatures are right. It also lacks AbortMultipartUpload,
 * ListMultipartUploads and ListParts, which the front server adds the way s3rver itself would: by
 * removing the upload's folder, and by reading the folder of uploads or of the upload.
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
        (xml) => response.writeHead(200, xmlType).end(xml),
        () => response.writeHead(500).end(),
      );
      return;
    }
    const uploadId = url.searchParams.get('uploadId');
    if (!uploadId || !/^[0-9a-f]+$/.test(uploadId)) return serve(request, response);
    if (request.method === 'GET') {
      const key = decodeURIComponent(url.pathname.slice(`/${bucket}/`.length));
      const marker = Number(url.searchParams.get('part-number-marker') ?? 0);
      listParts(join(uploads, uploadId), key, marker).then(
        (xml) =>
          xml === null
            ? response.writeHead(404, xmlType).end(noSuchUpload(uploadId))
            : response.writeHead(200, xmlType).end(xml),
        () => response.writeHead(500).end(),
      );
      return;
    }
    if (request.method !== 'DELETE') return serve(request, response);
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

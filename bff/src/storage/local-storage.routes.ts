import {
  attachmentDisposition,
  type ByteRange,
  contentTypeOf,
  isStorageError,
  type LocalDiskStorage,
  MAX_PART_BYTES,
  objectPath,
  type StorageGrant,
  uploadPartPath,
} from '@rushes/storage';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import { parseByteRange } from './byte-range.ts';

type SignedQuery = { expires?: unknown; signature?: unknown; download?: unknown };
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Refuses (403) a URL whose signature is wrong or expired for this method and path. */
function authorise(
  storage: LocalDiskStorage,
  grant: Omit<StorageGrant, 'expires'>,
  query: SignedQuery,
): number {
  const given = text(query.expires) ?? '';
  const expires = /^\d{1,12}$/.test(given) ? Number(given) : Number.NaN;
  const check = storage.verifySignature({ ...grant, expires }, text(query.signature));
  if (check === 'valid') return expires;
  throw new AppError('FORBIDDEN', { reason: check === 'expired' ? 'URL_EXPIRED' : 'URL_INVALID' });
}

/** A storage refusal as the registry's error (a rejected promise, for `.catch`). */
function rejectAsHttp(error: unknown): Promise<never> {
  if (isStorageError(error, 'INVALID_PART')) {
    const invalid = new AppError(
      'VALIDATION_FAILED',
      { field: 'body', rule: 'part' },
      error.message,
    );
    return Promise.reject(invalid);
  }
  return Promise.reject(
    isStorageError(error) ? new AppError('NOT_FOUND', null, error.message) : error,
  );
}

const incompletePart = { field: 'body', rule: 'incomplete' };

interface ObjectAnswer {
  key: string;
  size: number;
  range: ByteRange | null;
  expires: number;
  download: string | undefined;
}

function objectHeaders(reply: FastifyReply, answer: ObjectAnswer): void {
  const { key, size, range, expires, download } = answer;
  const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
  reply
    .header('content-type', contentTypeOf(key))
    .header('content-length', range ? range.end - range.start + 1 : size)
    .header('accept-ranges', 'bytes')
    .header('cache-control', `private, max-age=${maxAge}`)
    // Opened as a page, an uploaded file must not run anything on the app's origin.
    .header(
      'content-security-policy',
      "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
    );
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  if (download) reply.header('content-disposition', attachmentDisposition(download));
}

function refuseRange(reply: FastifyReply, size: number) {
  const refusal = new AppError('VALIDATION_FAILED', { field: 'range', rule: 'satisfiable' });
  return reply.code(416).header('content-range', `bytes */${size}`).send(refusal.toBody());
}

/**
 * The URLs the local-disk adapter signs, under `/v2/storage`: part uploads (streamed to disk,
 * never buffered) and object reads (with Range). Registered only when that adapter is in use.
 */
export const localStorageRoutes: FastifyPluginAsync<{ storage: LocalDiskStorage }> = async (
  app,
  { storage },
) => {
  // Parts arrive with any content type; the handler streams `request.raw` itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put<{ Params: { multipartId: string; partNumber: string }; Querystring: SignedQuery }>(
    '/upload/:multipartId/:partNumber',
    { bodyLimit: MAX_PART_BYTES },
    async (request, reply) => {
      const { multipartId, partNumber } = request.params;
      const path = uploadPartPath(multipartId, partNumber);
      authorise(storage, { method: 'PUT', path }, request.query);
      // A part its Content-Length shows too large is refused before a byte of it is read.
      const length = request.headers['content-length'];
      const declared = length && /^\d{1,16}$/.test(length) ? Number(length) : undefined;
      const etag = await storage
        .writePart(multipartId, Number(partNumber), request.raw, declared)
        .catch((error: unknown) => {
          // The browser went away mid-part (a closed tab): the part stays missing, to be sent
          // again when the upload resumes. Nobody hears the answer; it is no server fault.
          if (!request.raw.complete) throw new AppError('VALIDATION_FAILED', incompletePart);
          return rejectAsHttp(error);
        });
      return reply.header('etag', etag).header('access-control-expose-headers', 'ETag').send();
    },
  );

  // HEAD is declared, not derived: Fastify's derived HEAD would read the whole file to discard it.
  app.route<{ Params: { '*': string }; Querystring: SignedQuery }>({
    method: ['GET', 'HEAD'],
    url: '/object/*',
    handler: async (request, reply) => {
      const key = request.params['*'];
      const download = text(request.query.download);
      const grant = { method: 'GET', path: objectPath(key), download } as const;
      const expires = authorise(storage, grant, request.query);
      const head = await storage.headObject(key).catch(rejectAsHttp);
      if (!head) throw new AppError('NOT_FOUND');
      const range = parseByteRange(request.headers.range, head.size);
      if (range === 'unsatisfiable') return refuseRange(reply, head.size);
      objectHeaders(reply, { key, size: head.size, range, expires, download });
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await storage.openObject(key, range ?? undefined).catch(rejectAsHttp));
    },
  });
};

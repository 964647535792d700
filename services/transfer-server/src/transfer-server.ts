import type { Logger } from '@rushes/runtime';
import Fastify from 'fastify';
import { RelayError, type RelayPart, relayPart } from './part-relay.ts';
import { isStagedName, type StagedUploads } from './staged-uploads.ts';

export interface TransferServerOptions {
  staged: StagedUploads;
  /** The origins of storage's signed URLs: the only places parts are sent to. */
  storageOrigins: readonly string[];
  /** What senders need to reach the UFTP receiver. */
  uftp: { port: number; uid: string };
  logger: Logger;
}

/** Parts relayed at once for one request: storage is near, the disk is the limit. */
const PARTS_AT_ONCE = 4;
/** Parts tried in one request while the file still arrives (each is read whole for its MD5). */
const TRIED_WHILE_ARRIVING = 8;

const partSchema = {
  type: 'object',
  required: ['partNumber', 'offset', 'size', 'url', 'md5'],
  additionalProperties: false,
  properties: {
    partNumber: { type: 'integer', minimum: 1, maximum: 10_000 },
    offset: { type: 'integer', minimum: 0 },
    size: { type: 'integer', minimum: 1 },
    url: { type: 'string', maxLength: 8192 },
    md5: { type: 'string', pattern: '^[0-9a-fA-F]{32}$' },
  },
} as const;

const statusOf: Record<RelayError['code'], number> = {
  FOREIGN_URL: 400,
  CHECKSUM_MISMATCH: 422,
  STORAGE_REFUSED: 502,
};

/**
 * The HTTP side of Rushes Transfer's server, beside its UFTP receiver. The helper sends a file
 * by UFTP named by its Rushes upload and, as it arrives, hands over the parts' signed URLs and
 * MD5s: this server PUTs each part whose bytes are all there to storage from its near side and
 * answers their ETags (the rest pending), and the helper finalises the upload with them. It holds no credentials: without a signed URL
 * nothing it receives reaches storage.
 */
export function transferServerApp(options: TransferServerOptions) {
  const { staged, storageOrigins, uftp } = options;
  const app = Fastify({ loggerInstance: options.logger, bodyLimit: 16 << 20 });
  const named = { type: 'object', properties: { name: { type: 'string' } } } as const;

  app.get('/v1/hello', async () => ({ app: 'rushes-transfer-server', uftp }));

  app.get<{ Params: { name: string } }>(
    '/v1/uploads/:name',
    { schema: { params: named } },
    async (request, reply) => {
      const { name } = request.params;
      if (!isStagedName(name)) return reply.code(400).send({ message: 'not an upload name' });
      const { received, complete } = await staged.state(name);
      return { received, complete };
    },
  );

  app.post<{ Params: { name: string }; Body: { parts: RelayPart[]; arriving?: boolean } }>(
    '/v1/uploads/:name/parts',
    {
      schema: {
        params: named,
        body: {
          type: 'object',
          required: ['parts'],
          additionalProperties: false,
          properties: {
            parts: { type: 'array', minItems: 1, maxItems: 10_000, items: partSchema },
            // only while the file arrives: once whole, its sender may have it taken whole
            arriving: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isStagedName(name)) return reply.code(400).send({ message: 'not an upload name' });
      const file = await staged.state(name);
      const { parts, arriving = false } = request.body;
      if (arriving && file.complete) {
        return { parts: [], pending: parts.map((part) => part.partNumber) };
      }
      const beyond = parts.find((part) => part.offset + part.size > file.received);
      if (file.complete && beyond) {
        return reply.code(400).send({ message: `part ${beyond.partNumber} lies beyond the file` });
      }
      // While the file arrives, the first parts already within it are tried, a few at a time:
      // a part read before its last block came is tried again at the next request.
      const tried = file.complete
        ? parts
        : parts
            .filter((part) => part.offset + part.size <= file.received)
            .sort((a, b) => a.partNumber - b.partNumber)
            .slice(0, TRIED_WHILE_ARRIVING);
      const path = file.path;
      const etags = new Map<number, string>();
      const queue = path === null ? [] : [...tried];
      try {
        await Promise.all(
          Array.from({ length: Math.min(PARTS_AT_ONCE, queue.length) }, async () => {
            for (let part = queue.shift(); part; part = queue.shift()) {
              const etag = await relayPart(path ?? '', part, storageOrigins, file.complete);
              if (etag !== null) etags.set(part.partNumber, etag);
            }
          }),
        );
      } catch (error) {
        if (!(error instanceof RelayError)) throw error;
        queue.length = 0;
        const { code, partNumber, message } = error;
        return reply.code(statusOf[code]).send({ code, partNumber, message });
      }
      return {
        parts: [...etags]
          .map(([partNumber, etag]) => ({ partNumber, etag }))
          .sort((a, b) => a.partNumber - b.partNumber),
        pending: parts.map((part) => part.partNumber).filter((n) => !etags.has(n)),
      };
    },
  );

  app.delete<{ Params: { name: string } }>(
    '/v1/uploads/:name',
    { schema: { params: named } },
    async (request, reply) => {
      const { name } = request.params;
      if (!isStagedName(name)) return reply.code(400).send({ message: 'not an upload name' });
      await staged.remove(name);
      return reply.code(204).send();
    },
  );

  return app;
}

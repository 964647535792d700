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
 * by UFTP named by its Rushes upload, asks here how much has arrived, then hands over the parts'
 * signed URLs: this server PUTs the parts to storage from its near side and answers their ETags,
 * and the helper finalises the upload with them. It holds no credentials: without a signed URL
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

  app.post<{ Params: { name: string }; Body: { parts: RelayPart[] } }>(
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
          },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isStagedName(name)) return reply.code(400).send({ message: 'not an upload name' });
      const file = await staged.state(name);
      if (!file.complete || file.path === null) {
        return reply.code(409).send({ message: 'the file has not wholly arrived' });
      }
      const { parts } = request.body;
      const beyond = parts.find((part) => part.offset + part.size > file.received);
      if (beyond) {
        return reply.code(400).send({ message: `part ${beyond.partNumber} lies beyond the file` });
      }
      const path = file.path;
      const etags = new Map<number, string>();
      const queue = [...parts];
      try {
        await Promise.all(
          Array.from({ length: Math.min(PARTS_AT_ONCE, queue.length) }, async () => {
            for (let part = queue.shift(); part; part = queue.shift()) {
              etags.set(part.partNumber, await relayPart(path, part, storageOrigins));
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
        parts: parts.map(({ partNumber }) => ({ partNumber, etag: etags.get(partNumber) })),
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

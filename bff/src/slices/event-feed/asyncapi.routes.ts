import { asyncApiDocument, publicCatalogue } from '@rushes/events';
import type { FastifyPluginAsync } from 'fastify';

/**
 * `GET /v2/events/asyncapi.json`: every public event as an AsyncAPI 3 document. It is
 * documentation, the same for everyone, so anyone may read it and caches may keep it a while
 * (decision 0115).
 */
export const asyncApiRoutes: FastifyPluginAsync = async (app) => {
  const document = JSON.stringify(asyncApiDocument(publicCatalogue));
  app.get('/events/asyncapi.json', async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document),
  );
};

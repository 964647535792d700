import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const apiPath = /^\/(v2|ws|healthz|readyz)(\/|\?|$)/;

function cacheHeaders(
  res: { setHeader(name: string, value: string): unknown },
  path: string,
): void {
  // Vite puts content-hashed files under assets/: they never change.
  const hashed = path.includes('/assets/');
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  // one address, brotli, gzip or plain as the browser accepts: caches on the way keep each apart
  res.setHeader('vary', 'accept-encoding');
}

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !apiPath.test(request.url);

/**
 * Serves the built web app (`web/dist`, when it exists); any other GET outside the API answers
 * with index.html so the client router takes over. API paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, root: string | null): Promise<void> {
  const hasApp = root !== null && existsSync(join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      index: 'index.html',
      cacheControl: false,
      setHeaders: cacheHeaders,
      // the build writes .br and .gz beside each text file (web/build/precompress.ts)
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasApp && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const error = new AppError('NOT_FOUND', { path: request.url.split('?')[0] }, 'no such route');
    return reply.code(404).send(error.toBody());
  });
}

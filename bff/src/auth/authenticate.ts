import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AccessTokens } from './access-token.ts';
import type { Viewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireViewer` on the routes that need a signed-in user. */
    viewer: Viewer | null;
  }
}

const isUpgrade = (request: FastifyRequest) =>
  request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * The access token of a request: the bearer header, or for a websocket upgrade (browsers cannot
 * set headers there) the `token` query parameter.
 */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  if (!isUpgrade(request)) return null;
  return new URL(request.url, 'http://rushes.invalid').searchParams.get('token');
}

/** A preHandler that refuses a request without a valid access token (401 UNAUTHENTICATED). */
export const requireViewer =
  (tokens: AccessTokens) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = accessTokenOf(request);
    const viewer = token ? await tokens.verify(token) : null;
    if (!viewer) throw new AppError('UNAUTHENTICATED', null, 'missing or invalid access token');
    request.viewer = viewer;
  };

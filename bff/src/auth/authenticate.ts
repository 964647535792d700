import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Sessions } from './sessions.ts';
import type { Viewer } from './viewer.ts';

/** The session a request's access token belongs to, and when that token expires. */
export interface RequestSession {
  id: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** Set by `requireViewer` on the routes that need a signed-in user, from the read models. */
    viewer: Viewer | null;
    /** Set with `viewer`: the live session its token names. */
    accessSession: RequestSession | null;
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

const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', null, 'missing or invalid access token, or session ended');

/**
 * A preHandler that refuses a request (401 UNAUTHENTICATED) unless its access token is valid,
 * its session live and its user still there; the viewer comes from the user's row.
 */
export const requireViewer =
  (sessions: Sessions) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = accessTokenOf(request);
    const found = token ? await sessions.authenticate(token) : null;
    if (!found) throw unauthenticated();
    request.viewer = found.viewer;
    request.accessSession = { id: found.sessionId, expiresAt: found.expiresAt };
  };

/** Checks a request's token again (a new subscription on an open socket): the viewer now. */
export async function viewerNow(sessions: Sessions, request: FastifyRequest): Promise<Viewer> {
  const token = accessTokenOf(request);
  const found = token ? await sessions.authenticate(token) : null;
  if (!found) throw unauthenticated();
  return found.viewer;
}

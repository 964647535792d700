import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { type ApiTokens, isApiTokenSecret } from './api-tokens.ts';
import type { Machine } from './machine.ts';
import type { Sessions } from './sessions.ts';
import { isTransferToken, type TransferGrant } from './transfer-grant.ts';
import type { TransferTokens } from './transfer-tokens.ts';
import type { Viewer } from './viewer.ts';
import type { Visitor } from './visitor.ts';
import type { Visits } from './visits.ts';

/** The session a request's access token belongs to, and when that token expires. */
export interface RequestSession {
  id: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    visits: Visits;
    apiTokens: ApiTokens;
    transferTokens: TransferTokens;
  }
  interface FastifyRequest {
    /** Set by `requireViewer` on the routes that need a signed-in user, from the read models. */
    viewer: Viewer | null;
    /** Set by `requireViewer` instead of `viewer` for a share link's visitor. */
    visitor: Visitor | null;
    /** Set with `viewer` or `visitor`: the live session (or visit) its token names. */
    accessSession: RequestSession | null;
    /** Set by `requireCaller` instead of the others for a machine's API token. */
    machine: Machine | null;
    /**
     * Set by `requireCaller` with `viewer` or `visitor` for a transfer token: what its bearer may
     * do, as its holder and no more.
     */
    transferGrant: TransferGrant | null;
  }
}

/**
 * The access token of a request: the bearer header. A websocket gives its token in its first
 * message instead (`live/websocket.ts`), never in the URL, which proxies log.
 */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return null;
}

const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', null, 'missing or invalid access token, or session ended');

/** Who a token is for, as the read models say now: a user, a visitor, or nobody. */
export interface Authenticated {
  viewer: Viewer | null;
  visitor: Visitor | null;
  session: RequestSession;
}

/** A user's token, else a share-link visitor's; null for anything else. */
export async function authenticate(
  auth: { sessions: Sessions; visits: Visits },
  token: string | null,
): Promise<Authenticated | null> {
  if (!token) return null;
  const user = await auth.sessions.authenticate(token);
  if (user) {
    const session = { id: user.sessionId, expiresAt: user.expiresAt };
    return { viewer: user.viewer, visitor: null, session };
  }
  const visit = await auth.visits.authenticate(token);
  if (!visit) return null;
  const session = { id: visit.visitor.visitId, expiresAt: visit.expiresAt };
  return { viewer: null, visitor: visit.visitor, session };
}

/**
 * A preHandler that refuses a request (401 UNAUTHENTICATED) unless its access token is valid,
 * its session (or visit) live and its user (or link) still there; who asks comes from the read
 * models.
 */
export const requireViewer =
  (auth: { sessions: Sessions; visits: Visits }) =>
  async (request: FastifyRequest): Promise<void> => {
    const found = await authenticate(auth, accessTokenOf(request));
    if (!found) throw unauthenticated();
    request.viewer = found.viewer;
    request.visitor = found.visitor;
    request.accessSession = found.session;
  };

/**
 * `requireViewer` for the routes machines and transfer clients may call too (GraphQL over HTTP,
 * the event feed): an API token's secret (`rsh_…`, never a session's token) makes the request
 * its machine's, while the token is in force; a transfer token (`rtt_…`) makes it its holder's,
 * bounded by its grant, while it works and its holder may still come in; anything else goes
 * through `requireViewer`.
 */
export const requireCaller = (auth: {
  sessions: Sessions;
  visits: Visits;
  apiTokens: ApiTokens;
  transferTokens: TransferTokens;
}) => {
  const person = requireViewer(auth);
  return async (request: FastifyRequest): Promise<void> => {
    const token = accessTokenOf(request);
    if (token !== null && isTransferToken(token)) {
      const bearer = await auth.transferTokens.authenticate(token);
      if (!bearer) throw unauthenticated();
      request.viewer = bearer.viewer;
      request.visitor = bearer.visitor;
      request.transferGrant = bearer.grant;
      return;
    }
    if (token === null || !isApiTokenSecret(token)) return person(request);
    const machine = await auth.apiTokens.authenticate(token);
    if (!machine) throw unauthenticated();
    request.machine = machine;
  };
};

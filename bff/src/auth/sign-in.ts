import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessToken } from './access-token.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import type { Viewer } from './viewer.ts';

/** Starts a session: a new refresh-token family in the cookie, an access token in the answer. */
export async function signIn(
  app: FastifyInstance,
  reply: FastifyReply,
  viewer: Viewer,
): Promise<AccessToken> {
  const { config, db } = app.services;
  const now = new Date();
  const refresh = await issueRefreshToken(db, {
    userId: viewer.userId,
    ttlSeconds: config.refreshTokenTtl,
    now,
  });
  setRefreshCookie(reply, config, refresh);
  return app.accessTokens.sign(viewer, now);
}

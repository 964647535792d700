import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessToken } from './access-token.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

/**
 * Signs a user in (login, setup link, invitation, reset): a new server-side session, its first
 * refresh token in the cookie, an access token naming the session in the answer.
 */
export async function signIn(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { userId: string },
): Promise<AccessToken> {
  const { access, refresh } = await app.sessions.start(user.userId);
  setRefreshCookie(reply, app.services.config, refresh);
  return access;
}

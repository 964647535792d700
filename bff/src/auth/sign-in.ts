import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessToken } from './access-token.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { requestFacts, signInRecords } from './sign-in-records.ts';

/**
 * Signs a user in (login, setup link, invitation, reset): a new server-side session, its first
 * refresh token in the cookie, an access token naming the session in the answer; recorded.
 */
export async function signIn(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { userId: string; via: 'password' | 'invite' | 'reset' | 'setup' },
): Promise<AccessToken> {
  const facts = requestFacts(reply.request);
  const device = { userAgent: facts.userAgent, clientIp: facts.clientIp };
  const { access, refresh, sessionId } = await app.sessions.start(user.userId, device);
  await signInRecords(app.services).signedIn(facts, { ...user, sessionId });
  setRefreshCookie(reply, app.services.config, refresh);
  return access;
}

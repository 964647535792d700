import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessToken } from './access-token.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import type { SecondFactors } from './second-factors.ts';
import { requestFacts, type SignInVia, signInRecords } from './sign-in-records.ts';
import type { ProvenBy } from './verification.ts';

/**
 * A sign-in's answer: a session's access token, or (`needsVerification`) a verification token
 * for the second step when the user has an active second factor.
 */
export type SignInAnswer = AccessToken & { needsVerification: boolean };

/**
 * Signs a user in (login, setup link, invitation, reset) whose password was proven: when they
 * have an active second factor, only a verification token, no session yet; otherwise a session.
 */
export async function signIn(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { userId: string; via: SignInVia },
  factors: Pick<SecondFactors, 'hasActive'>,
): Promise<SignInAnswer> {
  if ((user.via === 'password' || user.via === 'reset') && (await factors.hasActive(user.userId))) {
    const proven: ProvenBy = user.via;
    const pending = await app.verifications.sign({ subject: user.userId, sessionId: proven });
    return { ...pending, needsVerification: true };
  }
  return { ...(await startSession(app, reply, user)), needsVerification: false };
}

/**
 * A new server-side session, its first refresh token in the cookie, an access token naming the
 * session in the answer; recorded.
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { userId: string; via: SignInVia },
): Promise<AccessToken> {
  const facts = requestFacts(reply.request);
  const device = { userAgent: facts.userAgent, clientIp: facts.clientIp };
  const { access, refresh, sessionId } = await app.sessions.start(user.userId, device);
  await signInRecords(app.services).signedIn(facts, { ...user, sessionId });
  setRefreshCookie(reply, app.services.config, refresh);
  return access;
}

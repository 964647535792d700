import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { AppError } from '../errors.ts';
import type { Accounts } from './accounts.ts';
import { presentedTokenLimit, signInLimit } from './attempt-limits.ts';
import { accessTokenOf } from './authenticate.ts';
import { failedAttempts, secretSubject } from './failed-attempts.ts';
import { hasSignedInFrom } from './known-address.queries.ts';
import { verifyDecoy, verifyPassword } from './password.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie.ts';
import { rotateRefreshToken, sessionOfRefreshToken } from './refresh-tokens.ts';
import { signIn } from './sign-in.ts';
import { requestFacts, signInRecords } from './sign-in-records.ts';

export const TokenAnswer = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  /** A sign-in's token that opens only the second step (`verify`), for a user with a factor. */
  needsVerification: Type.Optional(Type.Boolean()),
});

/** A user's e-mail and password; or a share link's token, its password and who the visitor is. */
const Credentials = Type.Object({
  email: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
});

const required = (field: string) =>
  new AppError('VALIDATION_FAILED', { field, rule: 'required' }, `${field} is required`);

/** A user id that names no one. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

const unauthenticated = (why: string) => new AppError('UNAUTHENTICATED', null, why);

/** `POST /login`, `/refresh`, `/logout` under `/v2`: sessions with rotating refresh tokens. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  const { config, db } = app.services;
  const attempts = failedAttempts(db);
  const records = signInRecords(app.services);

  app.post(
    '/login',
    {
      schema: { body: Credentials, response: { 200: TokenAnswer } },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { email, password, token } = request.body;
      if (token) {
        const origin = { correlationId: request.id, clientIp: request.ip || null };
        return app.visits.open(token, { password, email }, origin);
      }
      // a blank address names nobody, and a sign-in record needs one
      if (!email?.trim()) throw required('email');
      if (!password) throw required('password');
      // the account's address as typed or not: its wrong passwords count together, for as long
      // as its password stays the same
      const address = email.trim().toLowerCase();
      const user = await accounts.findForLogin(email);
      const attempt = {
        scope: 'sign-in',
        subject: user ? secretSubject(address, user.passwordHash) : address,
        clientIp: request.ip,
      };
      const failed = (reason: 'password' | 'limited') =>
        records.signInFailed(requestFacts(request), {
          ...{ email: address, userId: user?.id ?? null, reason },
        });
      const known = await hasSignedInFrom(db, user?.id ?? NO_USER, request.ip, new Date());
      await attempts.check(signInLimit, attempt, { known }).catch(async (error: unknown) => {
        await failed('limited');
        throw error;
      });
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyDecoy(password);
      if (!user || !valid) {
        await attempts.fail(signInLimit, attempt);
        await failed('password');
        throw unauthenticated('wrong e-mail or password');
      }
      await attempts.clear(attempt);
      return signIn(app, reply, { userId: user.id, via: 'password' }, accounts.secondFactors);
    },
  );

  app.post('/refresh', { schema: { response: { 200: TokenAnswer } } }, async (request, reply) => {
    const presented = refreshCookieOf(request);
    if (!presented) throw unauthenticated('no refresh cookie');
    const attempt = { scope: 'refresh', subject: '', clientIp: request.ip };
    await attempts.check(presentedTokenLimit, attempt);
    const outcome = await rotateRefreshToken(db, presented, {
      ttlSeconds: config.refreshTokenTtl,
      limits: app.sessions.limits,
    });
    if (outcome.kind === 'reused') {
      request.log.warn('refresh token reused: its session ended');
      await app.sessions.end(outcome.sessionId, 'token_reused');
    }
    if (outcome.kind === 'stale') await app.sessions.end(outcome.sessionId, 'expired');
    if (outcome.kind !== 'rotated') {
      // a session that lasted its time is no guess
      if (outcome.kind !== 'stale') await attempts.fail(presentedTokenLimit, attempt);
      clearRefreshCookie(reply, config);
      throw unauthenticated(`refresh token ${outcome.kind}`);
    }
    if (!(await accounts.find(outcome.userId))) {
      await app.sessions.end(outcome.sessionId, 'user_deleted');
      throw unauthenticated('user gone');
    }
    setRefreshCookie(reply, config, outcome.refresh);
    return app.sessions.accessFor(outcome.userId, outcome.sessionId);
  });

  /** Ends the session of the refresh cookie and of the bearer token (or the bearer's visit). */
  app.post('/logout', async (request, reply) => {
    const presented = refreshCookieOf(request);
    const bearer = accessTokenOf(request);
    const fromCookie = presented ? await sessionOfRefreshToken(db, presented) : undefined;
    const fromBearer = bearer ? await app.sessions.sessionOf(bearer) : null;
    for (const sessionId of new Set([fromCookie, fromBearer])) {
      if (sessionId) await app.sessions.end(sessionId);
    }
    const visitId = bearer ? await app.visits.visitOf(bearer) : null;
    if (visitId) await app.sessions.endVisits({ id: visitId });
    clearRefreshCookie(reply, config);
    return reply.code(204).send();
  });
};

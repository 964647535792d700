import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { CommandOrigin } from '@rushes/events';
import { emailPattern } from '@rushes/rules';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { strictBody } from '../strict-body.ts';
import type { Accounts } from './accounts.ts';
import { presentedTokenLimit } from './attempt-limits.ts';
import { limitLinkGuesses } from './failed-attempts.ts';
import { claimLink, releaseLink, spendLinksOf } from './one-time-link.queries.ts';
import { mailPasswordResetLink } from './password-reset.ts';
import { resetLinkProblem } from './password-reset-link.ts';
import { findPasswordResetToken } from './password-reset-token.queries.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { TokenAnswer } from './session.routes.ts';
import { signIn } from './sign-in.ts';

const Params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const strict = { additionalProperties: false };
const Request = Type.Object(
  { email: Type.String({ maxLength: 320, pattern: emailPattern }) },
  strict,
);
const NewPassword = Type.Object({ password: Type.String({ maxLength: 1024 }) }, strict);
const ResetLink = Type.Object({ email: Type.String() });
/** The bodies are an address or a password: anything much larger is refused unread. */
const bodyLimit = 4096;

const linkError = (code: 'LINK_INVALID' | 'LINK_EXPIRED') =>
  new AppError(code, null, 'unknown, used or expired password reset link');

/** The person the link is for sets their own password: the actor is them. */
const asUser = (request: FastifyRequest, userId: string): CommandOrigin => ({
  actor: { kind: 'user', id: userId },
  correlationId: request.id,
  clientIp: request.ip || null,
});

/**
 * `POST /reset-password` mails a link; `GET /reset-password/{token}` says whose it is;
 * `POST /reset-password/{token}` sets the password, ends the person's other sessions and signs
 * them in. Links are single use and expire (RUSHES_PASSWORD_RESET_TTL).
 */
export const passwordResetRoutes: FastifyPluginAsyncTypebox<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  const { services } = app;
  const { db, config } = services;
  app.setValidatorCompiler(strictBody);
  limitLinkGuesses(app, 'reset-link', presentedTokenLimit);
  const rateLimit = { max: config.loginRateLimit, timeWindow: 60_000 };
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  app.post(
    '/reset-password',
    { schema: { body: Request }, bodyLimit, config: { rateLimit } },
    async (request, reply) => {
      // The same work and the same answer for every address: whether anyone has it, and the
      // mail server, are met after the answer.
      const token = newSecretToken();
      const link = { token, tokenHash: hashSecretToken(token) };
      const work = mailPasswordResetLink(services, accounts, {
        email: request.body.email,
        link,
        now: new Date(),
      })
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset not mailed'))
        .finally(() => sending.delete(work));
      sending.add(work);
      return reply.code(204).send();
    },
  );

  app.get(
    '/reset-password/:token',
    { schema: { params: Params, response: { 200: ResetLink } }, config: { rateLimit } },
    async (request) => {
      const link = await findPasswordResetToken(db, hashSecretToken(request.params.token));
      const problem = resetLinkProblem(link, new Date());
      const user = link && !problem ? await accounts.find(link.userId) : undefined;
      if (!user) throw linkError(problem ?? 'LINK_INVALID');
      return { email: user.email };
    },
  );

  app.post(
    '/reset-password/:token',
    {
      schema: { params: Params, body: NewPassword, response: { 200: TokenAnswer } },
      bodyLimit,
      config: { rateLimit },
    },
    async (request, reply) => {
      const now = new Date();
      const tokenHash = hashSecretToken(request.params.token);
      const userId = await claimLink(db, 'passwordResetToken', tokenHash, now);
      if (!userId) {
        const problem = resetLinkProblem(await findPasswordResetToken(db, tokenHash), now);
        throw linkError(problem ?? 'LINK_INVALID');
      }
      const change = { userId, password: request.body.password, via: 'reset' as const };
      try {
        await accounts.changePassword(change, asUser(request, userId));
      } catch (error) {
        await releaseLink(db, 'passwordResetToken', tokenHash, now);
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          throw linkError('LINK_INVALID');
        throw error;
      }
      await spendLinksOf(db, 'passwordResetToken', userId, now);
      await services.sessions.endSessionsOf(userId);
      return signIn(app, reply, { userId, via: 'reset' }, accounts.secondFactors);
    },
  );
};

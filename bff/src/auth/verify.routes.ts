import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AccessTokens } from './access-token.ts';
import type { Accounts } from './accounts.ts';
import { accessTokenOf } from './authenticate.ts';
import { TokenAnswer } from './session.routes.ts';
import { startSession } from './sign-in.ts';
import { requestFacts } from './sign-in-records.ts';
import type { ProvenBy } from './verification.ts';

const FactorAnswer = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('App'), Type.Literal('SMS')]),
  recipient: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Literal(true),
  mustTrigger: Type.Boolean(),
  triggeredAt: Type.Union([Type.String(), Type.Null()]),
});

const Factors = Type.Object({
  factors: Type.Array(FactorAnswer),
  recoveryCodesLeft: Type.Integer(),
});

const FactorParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const Code = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

/** Who waits for their second step: the verification token's user and how they proved it. */
async function pendingSignIn(tokens: AccessTokens, request: FastifyRequest) {
  const token = accessTokenOf(request);
  const claims = token ? await tokens.verify(token) : null;
  if (!claims) throw new AppError('UNAUTHENTICATED', null, 'no sign-in waits for verification');
  const via: ProvenBy = claims.sessionId === 'reset' ? 'reset' : 'password';
  return { userId: claims.subject, via };
}

/**
 * A sign-in's second step, under `/v2`, with the verification token `login` gave: the user's
 * active factors (`GET factors`), a text message's code sent (`POST trigger-factor/{id}`), and a
 * code checked (`POST verify/{id}`, `recovery` for a recovery code), which starts the session.
 */
export const verifyRoutes: FastifyPluginAsyncTypebox<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  const factors = accounts.secondFactors;
  // A flood guard as on login: the codes' own limits count wrong ones per user and client.
  const flood = { rateLimit: { max: app.services.config.loginRateLimit, timeWindow: 60_000 } };
  const origin = (request: FastifyRequest, userId: string) => ({
    actor: { kind: 'user' as const, id: userId },
    correlationId: request.id,
    clientIp: request.ip,
    userAgent: requestFacts(request).userAgent,
  });

  app.get('/factors', { schema: { response: { 200: Factors } } }, async (request) => {
    const { userId } = await pendingSignIn(app.verifications, request);
    return factors.activeFactors(userId);
  });

  app.post(
    '/trigger-factor/:id',
    {
      schema: {
        params: FactorParams,
        response: { 200: Type.Object({ triggeredAt: Type.String() }) },
      },
      config: flood,
    },
    async (request) => {
      const { userId } = await pendingSignIn(app.verifications, request);
      const sentAt = await factors.trigger(userId, request.params.id, origin(request, userId));
      return { triggeredAt: sentAt.toISOString() };
    },
  );

  app.post(
    '/verify/:id',
    { schema: { params: FactorParams, body: Code, response: { 200: TokenAnswer } }, config: flood },
    async (request, reply) => {
      const { userId, via } = await pendingSignIn(app.verifications, request);
      const code = request.body.code.trim();
      await factors.verify(userId, request.params.id, code, origin(request, userId));
      const access = await startSession(app, reply, { userId, via });
      return { ...access, needsVerification: false };
    },
  );
};

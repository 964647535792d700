import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { AppError } from '../errors.ts';
import { strictBody } from '../strict-body.ts';
import type { Accounts } from './accounts.ts';
import { presentedTokenLimit } from './attempt-limits.ts';
import { limitLinkGuesses } from './failed-attempts.ts';
import { hashSecretToken } from './secret-token.ts';
import { TokenAnswer } from './session.routes.ts';
import { closeSetupTokens, isOpenSetupToken, withSetupLock } from './setup-token.queries.ts';
import { signIn } from './sign-in.ts';

const Params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) });
const Invite = Type.Object({ name: Type.String(), email: Type.String(), setup: Type.Boolean() });
/** An invitee answers name and password; the setup link also asks the administrator's e-mail. */
const Acceptance = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    email: Type.Optional(Type.String({ maxLength: 320 })),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);

const invalidLink = () =>
  new AppError('LINK_INVALID', null, 'unknown, used, replaced or expired invite token');

/**
 * `GET/POST /invite/{token}` under `/v2`: the link of an invitation mail, or the one-time setup
 * link. Accepting an invitation joins the invitee; accepting the setup link creates the first
 * superuser; either signs them in. A used, replaced or expired link is LINK_INVALID.
 */
export const inviteRoutes: FastifyPluginAsyncTypebox<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  const { services } = app;
  app.setValidatorCompiler(strictBody);
  limitLinkGuesses(app, 'invite-link', presentedTokenLimit);
  const rateLimit = { max: services.config.loginRateLimit, timeWindow: 60_000 };

  app.get(
    '/invite/:token',
    { schema: { params: Params, response: { 200: Invite } }, config: { rateLimit } },
    async (request) => {
      const { token } = request.params;
      if (await isOpenSetupToken(services.db, hashSecretToken(token))) {
        return { name: '', email: '', setup: true };
      }
      const invitee = await accounts.invitation(token);
      if (!invitee) throw invalidLink();
      return { ...invitee, setup: false };
    },
  );

  app.post(
    '/invite/:token',
    {
      schema: { params: Params, body: Acceptance, response: { 200: TokenAnswer } },
      bodyLimit: 4096,
      config: { rateLimit },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { name, password } = request.body;
      const origin = { correlationId: request.id, clientIp: request.ip || null };
      const invited = await accounts.acceptInvitation(token, { name, password }, origin);
      if (invited)
        return signIn(app, reply, { userId: invited, via: 'invite' }, accounts.secondFactors);
      const email = request.body.email ?? '';
      const tokenHash = hashSecretToken(token);
      const created = await withSetupLock(services.db, async () => {
        if (!(await isOpenSetupToken(services.db, tokenHash))) return false;
        const first = !(await accounts.anyExists());
        if (first) await accounts.createFirstSuperuser({ name, email, password });
        await closeSetupTokens(services.db, new Date());
        return first;
      });
      if (!created) throw invalidLink();
      const user = await accounts.findForLogin(email);
      if (!user)
        throw new AppError('SERVICE_UNAVAILABLE', null, 'first superuser not readable yet');
      return signIn(app, reply, { userId: user.id, via: 'setup' }, accounts.secondFactors);
    },
  );
};

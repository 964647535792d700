import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { AppError } from '../errors.ts';
import type { Accounts } from './accounts.ts';
import { hashSecretToken } from './secret-token.ts';
import { TokenAnswer } from './session.routes.ts';
import { closeSetupTokens, isOpenSetupToken, withSetupLock } from './setup-token.queries.ts';
import { signIn } from './sign-in.ts';

const Params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) });
const Invite = Type.Object({ name: Type.String(), email: Type.String(), setup: Type.Boolean() });
const Acceptance = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 320 }),
  password: Type.String({ maxLength: 1024 }),
});

const invalidLink = () => new AppError('LINK_INVALID', null, 'unknown or spent invite token');

/**
 * `GET/POST /invite/{token}` under `/v2`. For now only the one-time setup link uses it: accepting
 * it creates the first superuser through the slices' command and signs them in.
 */
export const inviteRoutes: FastifyPluginAsyncTypebox<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  const { services } = app;

  app.get(
    '/invite/:token',
    { schema: { params: Params, response: { 200: Invite } } },
    async (request) => {
      if (!(await isOpenSetupToken(services.db, hashSecretToken(request.params.token)))) {
        throw invalidLink();
      }
      return { name: '', email: '', setup: true };
    },
  );

  app.post(
    '/invite/:token',
    { schema: { params: Params, body: Acceptance, response: { 200: TokenAnswer } } },
    async (request, reply) => {
      const tokenHash = hashSecretToken(request.params.token);
      const created = await withSetupLock(services.db, async () => {
        if (!(await isOpenSetupToken(services.db, tokenHash))) return false;
        const first = !(await accounts.anyExists());
        if (first) await accounts.createFirstSuperuser(request.body);
        await closeSetupTokens(services.db, new Date());
        return first;
      });
      if (!created) throw invalidLink();
      const user = await accounts.findForLogin(request.body.email);
      if (!user)
        throw new AppError('SERVICE_UNAVAILABLE', null, 'first superuser not readable yet');
      return signIn(app, reply, { userId: user.id });
    },
  );
};

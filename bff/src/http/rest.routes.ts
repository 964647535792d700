import type { FastifyPluginAsync } from 'fastify';
import type { Accounts } from '../auth/accounts.ts';
import { inviteRoutes } from '../auth/invite.routes.ts';
import { passwordResetRoutes } from '../auth/password-reset.routes.ts';
import { sessionRoutes } from '../auth/session.routes.ts';
import { ssoRoutes } from '../auth/sso/sso.routes.ts';
import { verifyRoutes } from '../auth/verify.routes.ts';
import { AppError } from '../errors.ts';
import { LONG_TEXT_MAX, plainInputProblem } from '../input-text.ts';
import type { Slice } from '../slice.ts';
import { helloRoutes } from './hello.routes.ts';

/** The REST calls under `/v2`: the session calls, then each slice's routes. */
export const restRoutes: FastifyPluginAsync<{
  accounts: Accounts;
  slices: readonly Slice[];
}> = async (app, { accounts, slices }) => {
  // Clients often send `content-type: application/json` with no body to refresh and logout.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    return text === '' ? done(null, undefined) : parseJson(request, text, done);
  });
  // Text no route may take (a NUL, a lone surrogate, more than any field holds) is refused first.
  app.addHook('preValidation', async (request) => {
    const problem =
      plainInputProblem(request.body, LONG_TEXT_MAX) ??
      plainInputProblem(request.query, Number.POSITIVE_INFINITY) ??
      plainInputProblem(request.params, Number.POSITIVE_INFINITY);
    if (problem) throw new AppError('VALIDATION_FAILED', { ...problem }, 'refused text');
  });
  await app.register(helloRoutes);
  await app.register(sessionRoutes, { accounts });
  await app.register(verifyRoutes, { accounts });
  await app.register(inviteRoutes, { accounts });
  await app.register(passwordResetRoutes, { accounts });
  await app.register(ssoRoutes, { accounts });
  for (const { routes } of slices) if (routes) await app.register(routes);
};

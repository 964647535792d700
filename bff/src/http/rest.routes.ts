import type { FastifyPluginAsync } from 'fastify';
import { inviteRoutes } from '../auth/invite.routes.ts';
import { sessionRoutes } from '../auth/session.routes.ts';
import type { SliceContract } from '../slice-contract.ts';
import { helloRoutes } from './hello.routes.ts';

/** The REST calls under `/v2`. */
export const restRoutes: FastifyPluginAsync<{ slices: SliceContract }> = async (
  app,
  { slices },
) => {
  // Clients often send `content-type: application/json` with no body to refresh and logout.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    return text === '' ? done(null, undefined) : parseJson(request, text, done);
  });
  await app.register(helloRoutes);
  await app.register(sessionRoutes, { slices });
  await app.register(inviteRoutes, { slices });
  if (slices.routes) await app.register(slices.routes);
};

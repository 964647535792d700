import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { hasOpenSetupToken } from '../auth/setup-token.queries.ts';

/** The REST API's version: the `/v2` contract the web client speaks. */
export const API_VERSION = '2.0.0';

const Hello = Type.Object({
  api: Type.Object({
    version: Type.String(),
    buildId: Type.String(),
    buildTime: Type.Union([Type.String(), Type.Null()]),
  }),
  license: Type.Object({
    active: Type.Boolean(),
    reason: Type.Union([Type.String(), Type.Null()]),
  }),
  /** True while the first administrator is still to be created through the setup link. */
  setupRequired: Type.Boolean(),
  supportEmail: Type.Union([Type.String(), Type.Null()]),
});

/** `GET /hello` under `/v2`: what the client learns before anyone signs in. */
export const helloRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app.services;
  app.get('/hello', { schema: { response: { 200: Hello } } }, async () => ({
    api: { version: API_VERSION, buildId: config.buildId, buildTime: config.buildTime ?? null },
    license: { active: true, reason: null },
    setupRequired: await hasOpenSetupToken(db),
    supportEmail: config.supportEmail ?? null,
  }));
};

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { externalDomains } from '@rushes/rules';
import { hasOpenSetupToken } from '../auth/setup-token.queries.ts';
import { hasExpired } from '../auth/visitor.ts';
import { firstSuperuserEmail } from '../slices/users/user.queries.ts';

/** Where the sign-in's e-mail step sends a user of the OpenID provider (same origin). */
export const SSO_START = '/v2/sso/start';

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
  /** RUSHES_SUPPORT_EMAIL, else the first superuser's address; null before there is one. */
  supportEmail: Type.Union([Type.String(), Type.Null()]),
  /**
   * Users of these e-mail domains sign in with another identity provider, at `url` (null when
   * none is configured): the sign-in's e-mail step sends them there. With an OpenID provider
   * (RUSHES_OIDC_ISSUER) it is Rushes's own `/v2/sso/start`, which comes back signed in;
   * otherwise APP_LOGIN_LINK_URL's address, where they sign in to something else.
   */
  externalLogin: Type.Object({
    domains: Type.Array(Type.String()),
    url: Type.Union([Type.String(), Type.Null()]),
  }),
  /** The share link the `link` parameter names, for its sign-in; null for none (or none asked). */
  link: Type.Union([
    Type.Object({
      name: Type.String(),
      hasPassword: Type.Boolean(),
      expiresAt: Type.Union([Type.String(), Type.Null()]),
      expired: Type.Boolean(),
      userIP: Type.String(),
    }),
    Type.Null(),
  ]),
});

/** The licence as configured: active until RUSHES_LICENSE_EXPIRES, if that is set. */
export function licenseOf(expires: string | undefined, now: Date) {
  const ended = expires !== undefined && new Date(expires).getTime() <= now.getTime();
  return ended ? { active: false, reason: 'expired' } : { active: true, reason: null };
}

const Query = Type.Object({ link: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })) });

/** `GET /hello` under `/v2`: what the client learns before anyone signs in. */
export const helloRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app.services;
  app.get(
    '/hello',
    { schema: { querystring: Query, response: { 200: Hello } } },
    async (request) => {
      const link = request.query.link ? await app.visits.link(request.query.link) : null;
      return {
        api: { version: API_VERSION, buildId: config.buildId, buildTime: config.buildTime ?? null },
        license: licenseOf(config.licenseExpires, new Date()),
        setupRequired: await hasOpenSetupToken(db),
        // the footer's and error pages' contact: the operator's address, else who runs Rushes
        supportEmail: config.supportEmail ?? (await firstSuperuserEmail(db)),
        externalLogin: {
          domains: externalDomains(config.externalEmailDomains ?? ''),
          url: config.oidcIssuer ? SSO_START : (config.externalLoginUrl ?? null),
        },
        link: link && {
          name: link.name,
          hasPassword: link.passwordHash !== null,
          expiresAt: link.expiresAt?.toISOString() ?? null,
          expired: hasExpired(link.expiresAt, new Date()),
          userIP: request.ip,
        },
      };
    },
  );
};

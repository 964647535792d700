import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { externalDomains } from '@rushes/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../config.ts';
import type { Accounts } from '../accounts.ts';
import { startSession } from '../sign-in.ts';
import { createOidcClient, type OidcClient } from './oidc-client.ts';
import { appPath, landing, type SsoRefusal, vouchedEmail } from './sso-sign-in.ts';
import {
  SSO_TRANSACTION_SECONDS,
  saveSsoTransaction,
  takeSsoTransaction,
} from './sso-transaction.queries.ts';

/** Binds a sign-in at the provider to the browser that started it: the return must bring it. */
const SSO_COOKIE = 'rushes_sso';
const COOKIE_PATH = '/v2/sso';

const Start = Type.Object({
  login_hint: Type.Optional(Type.String({ maxLength: 320 })),
  redirect: Type.Optional(Type.String({ maxLength: 2048 })),
});
/** The provider's return: a code and the state, or an error; other parameters are its own. */
const Return = Type.Object(
  {
    state: Type.Optional(Type.String({ maxLength: 512 })),
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    error: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: true },
);

class Refused extends Error {
  constructor(readonly reason: SsoRefusal) {
    super(reason);
  }
}

/**
 * `GET /sso/start` and `/sso/callback` under `/v2`: a sign-in through the OpenID provider
 * (RUSHES_OIDC_*) for users of RUSHES_EXTERNAL_DOMAINS, by the authorisation code flow with PKCE,
 * state and nonce. The start keeps the transaction ten minutes and sends the browser to the
 * provider; the return takes it (once), exchanges the code, checks the ID token and opens the
 * session of the user with the address it vouches for, as a password sign-in does. Either ends
 * on the sign-in screen, told whether it worked.
 */
export const ssoRoutes: FastifyPluginAsyncTypebox<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  const { config, db } = app.services;
  const redirectUri = `${publicOrigin(config)}/v2/sso/callback`;
  const { oidcIssuer: issuer, oidcClientId: clientId, oidcClientSecret: clientSecret } = config;
  const client: OidcClient | null =
    issuer && clientId && clientSecret
      ? createOidcClient({ issuer, clientId, clientSecret, redirectUri })
      : null;
  const domains = externalDomains(config.externalEmailDomains ?? '');
  const cookie = {
    httpOnly: true,
    path: COOKIE_PATH,
    // the provider's return is a navigation from its site: a strict cookie would stay behind
    sameSite: 'lax' as const,
    secure: config.publicUrl?.startsWith('https:') ? true : ('auto' as const),
  };

  const fail = (request: FastifyRequest, reply: FastifyReply, reason: SsoRefusal, at?: unknown) => {
    request.log.warn({ reason, err: at }, 'sign-in through the OpenID provider refused');
    return reply.redirect(landing('failed', null), 303);
  };

  const rateLimit = { max: config.loginRateLimit, timeWindow: 60_000 };
  app.get(
    '/sso/start',
    { schema: { querystring: Start }, config: { rateLimit } },
    async (request, reply) => {
      if (!client) return fail(request, reply, 'provider_error', 'no OpenID provider configured');
      const { login_hint: hint, redirect } = request.query;
      let started: Awaited<ReturnType<OidcClient['start']>>;
      try {
        started = await client.start(hint?.trim() ?? '');
      } catch (error) {
        return fail(request, reply, 'provider_error', error);
      }
      const { transaction, url } = started;
      await saveSsoTransaction(db, { ...transaction, redirect: appPath(redirect) }, new Date());
      reply.setCookie(SSO_COOKIE, transaction.state, {
        ...cookie,
        maxAge: SSO_TRANSACTION_SECONDS,
      });
      return reply.redirect(url, 303);
    },
  );

  app.get(
    '/sso/callback',
    { schema: { querystring: Return }, config: { rateLimit } },
    async (request, reply) => {
      const { state } = request.query;
      const bound = request.cookies[SSO_COOKIE];
      reply.clearCookie(SSO_COOKIE, cookie);
      try {
        if (!client) throw new Refused('provider_error');
        if (request.query.error) throw new Refused('provider_error');
        // a return this browser did not start (or a state changed on the way) takes nothing
        if (!state || state !== bound) throw new Refused('unknown_state');
        const transaction = await takeSsoTransaction(db, state, new Date());
        if (!transaction) throw new Refused('unknown_state');
        const returned = new URL(redirectUri);
        returned.search = new URL(request.url, 'http://rushes.invalid').search;
        const identity = await client.finish(returned, transaction).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the OpenID provider answer failed its checks');
          throw new Refused('exchange_failed');
        });
        const vouched = vouchedEmail(identity, domains);
        if ('refused' in vouched) throw new Refused(vouched.refused);
        const userId = await userOf(vouched.email, identity.name, request);
        await startSession(app, reply, { userId, via: 'sso' });
        return reply.redirect(landing('signed-in', transaction.redirect), 303);
      } catch (error) {
        if (error instanceof Refused) return fail(request, reply, error.reason);
        throw error;
      }
    },
  );

  const originOf = (request: FastifyRequest) => ({
    correlationId: request.id,
    clientIp: request.ip || null,
  });

  /**
   * The user of the address, joined: an invited user joins on their first return; a stranger is
   * invited first, only when joining is allowed.
   */
  async function userOf(email: string, name: string | undefined, request: FastifyRequest) {
    const known = (await accounts.findForProvider(email)) ?? (await invited(email, name, request));
    if (!known.joinedAt) {
      await accounts.joinThroughProvider(known.id, originOf(request)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'joining through the OpenID provider refused');
        throw new Refused('join_failed');
      });
    }
    return known.id;
  }

  async function invited(email: string, name: string | undefined, request: FastifyRequest) {
    if (!config.oidcAllowJoin) throw new Refused('not_invited');
    const person = { email, name: name ?? email.slice(0, email.lastIndexOf('@')) };
    const id = await accounts
      .inviteFromProvider(person, originOf(request))
      .catch(async (error: unknown) => {
        // two returns of the same new person at once: the other made the user
        const made = await accounts.findForProvider(email);
        if (made) return made.id;
        request.log.warn({ err: error }, 'joining through the OpenID provider refused');
        throw new Refused('join_failed');
      });
    return { id, joinedAt: null };
  }
};

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Catalogue, CheckpointWatcher, EventStore, PublicStream } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createLogger, type Logger, redactSecrets } from '@rushes/runtime';
import { isLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { MQEmitter } from 'mqemitter';
import type pg from 'pg';
import { createAccessTokens, VISITOR_AUDIENCE } from './auth/access-token.ts';
import { createApiTokens } from './auth/api-tokens.ts';
import { createSessions } from './auth/sessions.ts';
import { signInRecords } from './auth/sign-in-records.ts';
import { transferGrants } from './auth/transfer-grant.ts';
import { createTransferTokens } from './auth/transfer-tokens.ts';
import { createVerificationTokens } from './auth/verification.ts';
import { createVisits, VISIT_SECONDS } from './auth/visits.ts';
import type { BffConfig } from './config.ts';
import { AppError } from './errors.ts';
import { GRAPHQL_PATH, registerGraphQL } from './graphql/graphql.plugin.ts';
import { installRestErrorHandler } from './http/error-handler.ts';
import { healthRoutes } from './http/health.routes.ts';
import { restRoutes } from './http/rest.routes.ts';
import { answerHeaders, securityHeaders } from './http/security-headers.ts';
import { defaultWebDist, registerWebApp } from './http/web.plugin.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Publisher, Services } from './services.ts';
import { accountsOf, linksOf, projectionsOf, type Slice } from './slice.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { localStorageRoutes } from './storage/local-storage.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The adapters the caller (distributed `main.ts` or the embedded launcher) has created. */
export interface AppDeps {
  db: Kysely<Database>;
  pool: pg.Pool;
  store: EventStore;
  catalogue: Catalogue;
  checkpoints: CheckpointWatcher;
  /** mqemitter in one process, mqemitter-redis between several BFFs. */
  emitter: MQEmitter;
  /** Media objects; local disk also gets the `/v2/storage` routes its signed URLs point at. */
  storage: ObjectStorage;
  /** Mail out (`createMailer`: SMTP, or the outbox); the caller closes it after the app. */
  mailer: Mailer;
  /** Text messages out (`createSmsSender`: an HTTP gateway, or the outbox). */
  sms: SmsSender;
  /** Shares the login rate limit between BFFs; in memory without it. */
  rateLimitRedis?: Redis;
  /** Opens the public feed's JetStream stream, where the operator wants one (decision 0117). */
  publicStream?: () => Promise<PublicStream>;
  /** The slices the app is made of (`startBff` hands in the domain's). */
  slices: readonly Slice[];
  /** Folder of the built web app; `null` serves none. */
  webDist?: string | null;
  /** The process's logger (`createLogger`); JSON at LOG_LEVEL when the caller has none. */
  logger?: Logger;
}

const publisherOf = (emitter: MQEmitter): Publisher => ({
  publish: (topic, payload) =>
    new Promise((resolve, reject) => {
      emitter.emit({ topic, payload }, (error) => (error ? reject(error) : resolve()));
    }),
});

const requestIdPattern = /^[\w.-]{1,64}$/;

/** Keeps a caller's `x-request-id` when it looks like one, so logs join up across hops. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
}

/** Browsers cannot open a websocket on a path with a prefix we like less: `/ws` is GraphQL's. */
function rewriteWebsocketUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (request.headers.upgrade?.toLowerCase() !== 'websocket') return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path === '/ws' ? GRAPHQL_PATH + (queryAt === -1 ? '' : url.slice(queryAt)) : url;
}

/** RUSHES_TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front. */
function trustProxyOf(
  config: BffConfig,
): boolean | string | ((address: string, hop: number) => boolean) {
  const value = config.trustProxy ?? 'false';
  if (value === 'true' || value === 'false') return value === 'true';
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/**
 * The process's logger, whose request lines never show a token or a signature (playlist and
 * download grants in paths, signed storage URLs, invitation and reset links).
 */
const requestLogger = (logger: Logger): FastifyBaseLogger =>
  logger.child(
    {},
    {
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactSecrets(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
  );

/**
 * Builds the BFF's Fastify app from `deps.slices`: plugins external → app → routes. The caller
 * owns the adapters in `deps` and closes them after `app.close()`.
 */
export async function buildApp(config: BffConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: requestLogger(deps.logger ?? createLogger(config)),
    genReqId: requestIdOf,
    rewriteUrl: rewriteWebsocketUrl,
    trustProxy: trustProxyOf(config),
  });
  const { slices, db, store, catalogue, checkpoints, emitter, storage } = deps;
  const sessions = await createSessions({
    db,
    emitter,
    tokens: createAccessTokens(config.jwtSecret, config.accessTokenTtl),
    refreshTokenTtl: config.refreshTokenTtl,
    limits: { idleSeconds: config.sessionIdleTimeout, maxAgeSeconds: config.sessionMaxAge },
    records: signInRecords({ store, catalogue }),
    accounts: { find: (id) => accounts.find(id) },
  });
  app.addHook('onClose', () => sessions.close());
  const apiTokens = createApiTokens({ db, sessions, logger: app.log });
  app.addHook('onClose', async () => apiTokens.close());
  const services: Services = {
    config,
    db,
    store,
    catalogue,
    checkpoints,
    readModels: projectionsOf(slices),
    pubsub: publisherOf(emitter),
    logger: app.log,
    storage,
    mailer: deps.mailer,
    sms: deps.sms,
    sessions,
    apiTokens,
    ...(deps.publicStream && { publicStream: deps.publicStream }),
  };
  const loaders = slices.flatMap((slice) => slice.loaders ?? []);
  for (const slice of slices) {
    const stop = slice.background?.(services, { loaders });
    if (stop) app.addHook('onClose', stop);
  }
  const accounts = accountsOf(slices, services);
  const links = linksOf(slices, services);
  const visits = createVisits({
    db,
    links,
    tokens: createAccessTokens(config.jwtSecret, VISIT_SECONDS, VISITOR_AUDIENCE),
  });
  const grants = transferGrants(config.secretsKey);
  app.decorate('services', services);
  app.decorate('sessions', sessions);
  app.decorate('visits', visits);
  app.decorate('apiTokens', apiTokens);
  app.decorate('transferTokens', createTransferTokens({ grants, db, accounts, links }));
  app.decorate('verifications', createVerificationTokens(config.jwtSecret));
  app.decorateRequest('viewer', null);
  app.decorateRequest('visitor', null);
  app.decorateRequest('accessSession', null);
  app.decorateRequest('machine', null);
  app.decorateRequest('transferGrant', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    answerHeaders(request, reply);
    // A refused websocket upgrade: @fastify/websocket drops the socket after this answer.
    if (request.headers.upgrade) reply.header('connection', 'close');
  });
  installRestErrorHandler(app);

  const storageOrigins = await storage.signedUrlOrigins();
  await app.register(
    fastifyHelmet,
    securityHeaders({ publicUrl: config.publicUrl, storageOrigins }),
  );
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    redis: deps.rateLimitRedis,
    nameSpace: 'rushes-rate-limit:',
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });

  await registerGraphQL(app, { slices, emitter });

  await app.register(healthRoutes);
  await app.register(restRoutes, { prefix: '/v2', slices, accounts });
  if (isLocalDiskStorage(storage)) {
    await app.register(localStorageRoutes, { prefix: '/v2/storage', storage });
  }
  await registerWebApp(app, deps.webDist === undefined ? defaultWebDist : deps.webDist);
  return app;
}

import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type ValidationContext } from 'graphql';
import mercurius, { type IResolverObject, type IResolvers } from 'mercurius';
import type { MQEmitter } from 'mqemitter';
import { accessTokenOf, authenticate, requireViewer } from '../auth/authenticate.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { BffConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import {
  createRequestContext,
  type LoaderFactory,
  type RequestContext,
  type RequestInfo,
} from '../request-context.ts';
import type { Services } from '../services.ts';
import type { Slice } from '../slice.ts';
import { baseResolvers } from './base.resolvers.ts';
import { formatGraphQLErrors } from './error-formatter.ts';
import { mergedTypeDefs } from './schema.ts';
import { type SessionSocket, watchSessionSockets } from './session-sockets.ts';

export const GRAPHQL_PATH = '/v2/graphql';
const QUERY_DEPTH_LIMIT = 12;
const KEEP_ALIVE_MS = 25_000;

const isResolverObject = (value: unknown): value is IResolverObject =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Merges resolver maps type by type; a later map wins on the same field. */
export function mergeResolvers(...maps: readonly IResolvers[]): IResolvers {
  const merged: IResolvers = {};
  for (const map of maps) {
    for (const [type, value] of Object.entries(map)) {
      const previous = merged[type];
      merged[type] =
        isResolverObject(previous) && isResolverObject(value) ? { ...previous, ...value } : value;
    }
  }
  return merged;
}

/** The context of a request or a websocket: who asks, and a fresh set of the slices' loaders. */
const contextOf = (
  services: Services,
  request: FastifyRequest,
  loaders: readonly LoaderFactory[],
): RequestContext =>
  createRequestContext(
    services,
    { viewer: request.viewer, visitor: request.visitor },
    {
      id: request.id,
      clientIp: request.ip || null,
      headers: request.headers,
      sessionId: request.accessSession?.id ?? null,
    },
    loaders,
  );

/**
 * Websockets follow their session: each is closed when the session ends or its token expires,
 * and each new subscription checks the token again and takes the viewer as the read models say
 * now. `context` wraps the subscription context; `recheck` is installed once Mercurius is.
 */
function followSessions(app: FastifyInstance, sessions: Sessions) {
  const sockets = watchSessionSockets(sessions);
  app.addHook('onClose', async () => sockets.stop());
  // The token each socket came with, found again by its context's request (kept by reference).
  const tokens = new WeakMap<RequestInfo, string>();
  return {
    context(socket: SessionSocket, request: FastifyRequest, context: RequestContext) {
      const token = accessTokenOf(request);
      if (token) tokens.set(context.request, token);
      if (request.accessSession) sockets.watch(socket, request.accessSession);
      return context;
    },
    recheck() {
      app.graphql.addHook('preSubscriptionExecution', async (_schema, _document, context) => {
        const found = await authenticate(app, tokens.get(context.request) ?? null);
        if (!found) throw new AppError('UNAUTHENTICATED', null, 'session ended or token expired');
        context.viewer = found.viewer;
        context.visitor = found.visitor;
      });
    },
  };
}

/**
 * Production refuses `__schema` and `__type` (the web app reads `schema.graphql` instead). Written
 * here rather than taken from graphql: Mercurius may run graphql's other build (ESM vs CommonJS),
 * whose classes the stock rule does not recognise.
 */
export const noIntrospection = (context: ValidationContext) => ({
  Field(node: { name: { value: string } }) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError(`introspection is disabled: ${node.name.value}`));
    }
  },
});

type VerifyNext = (result: boolean, code?: number, message?: string) => void;

/** With RUSHES_PUBLIC_URL set, a browser websocket from another origin is refused (403). */
export function websocketOriginCheck(config: BffConfig) {
  if (!config.publicUrl) return undefined;
  const allowed = new URL(config.publicUrl).origin;
  return (info: { origin: string }, next: VerifyNext) =>
    next(!info.origin || info.origin === allowed, 403, 'Forbidden origin');
}

/**
 * Mercurius at `/v2/graphql` (graphql-ws at `/ws`, rewritten to it): every operation needs a
 * valid access token; subscriptions fan out through the shared emitter.
 */
export async function registerGraphQL(
  app: FastifyInstance,
  { slices, emitter }: { slices: readonly Slice[]; emitter: MQEmitter },
): Promise<void> {
  const { services, sessions } = app;
  const production = services.config.nodeEnv === 'production';
  const nodes = Object.assign({}, ...slices.map((slice) => slice.nodes ?? {}));
  const loaders = slices.flatMap((slice) => slice.loaders ?? []);
  const follow = followSessions(app, sessions);
  // Registered here rather than by Mercurius, so `websocketServer` and `injectWS` sit on the app.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 1_048_576, verifyClient: websocketOriginCheck(services.config) },
  });
  await app.register(mercurius, {
    schema: mergedTypeDefs(),
    resolvers: mergeResolvers(
      baseResolvers(nodes),
      ...slices.flatMap((slice) => slice.resolvers ?? []),
    ),
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    queryDepth: QUERY_DEPTH_LIMIT,
    validationRules: production ? [noIntrospection] : [],
    context: (request) => contextOf(services, request, loaders),
    errorFormatter: formatGraphQLErrors,
    additionalRouteOptions: { preHandler: requireViewer(app) },
    subscription: {
      emitter,
      context: (socket, request) =>
        follow.context(socket, request, contextOf(services, request, loaders)),
      keepAlive: KEEP_ALIVE_MS,
    },
  });
  follow.recheck();
}

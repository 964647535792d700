import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type IResolverObject, type IResolvers } from 'mercurius';
import type { MQEmitter } from 'mqemitter';
import { requireCaller } from '../auth/authenticate.ts';
import { followSessions, guardGraphQLRoutes } from '../live/websocket.ts';
import { handedOut, rootFieldsOf } from '../reached.ts';
import {
  createRequestContext,
  type LoaderFactory,
  type RequestContext,
} from '../request-context.ts';
import type { Services } from '../services.ts';
import type { Slice } from '../slice.ts';
import { baseResolvers } from './base.resolvers.ts';
import { graphQLErrorFormatter } from './error-formatter.ts';
import { installMfaGate } from './mfa-gate.ts';
import {
  capAnswerSize,
  installRequestLimits,
  MAX_QUERY_TOKENS,
  validationRulesFor,
} from './request-limits.ts';
import { refuseMalformedRequests } from './request-shape.ts';
import { mergedTypeDefs } from './schema.ts';
import { withQuietRefusals } from './subscription-refusals.ts';

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
    {
      viewer: request.viewer,
      visitor: request.visitor,
      machine: request.machine,
      transferGrant: request.transferGrant,
    },
    {
      id: request.id,
      clientIp: request.ip || null,
      headers: request.headers,
      sessionId: request.accessSession?.id ?? null,
    },
    loaders,
  );

/**
 * Mercurius at `/v2/graphql` (graphql-ws at `/ws`, rewritten to it): every operation needs a
 * valid access token (a websocket's in its `connection_init`) or, over HTTP, a machine's API
 * token; subscriptions fan out through the shared emitter.
 */
export async function registerGraphQL(
  app: FastifyInstance,
  { slices, emitter }: { slices: readonly Slice[]; emitter: MQEmitter },
): Promise<void> {
  const { services, sessions } = app;
  // Introspection and graphql's hints only when development is asked for (NODE_ENV unset: off).
  const development = services.config.nodeEnv === 'development';
  const nodes = Object.assign({}, ...slices.map((slice) => slice.nodes ?? {}));
  const loaders = slices.flatMap((slice) => slice.loaders ?? []);
  // Registered here rather than by Mercurius, so `websocketServer` and `injectWS` sit on the app.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 1_048_576 },
  });
  const follow = followSessions(app, sessions);
  capAnswerSize(app, GRAPHQL_PATH);
  await app.register(mercurius, {
    schema: mergedTypeDefs(),
    resolvers: withQuietRefusals(
      mergeResolvers(baseResolvers(nodes), ...slices.flatMap((slice) => slice.resolvers ?? [])),
    ),
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    queryDepth: QUERY_DEPTH_LIMIT,
    validationRules: validationRulesFor(development),
    graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
    context: (request) => contextOf(services, request, loaders),
    errorFormatter: graphQLErrorFormatter({ suggestions: development }),
    additionalRouteOptions: {
      // before Mercurius' body schema, which would turn `"query": 1` into "1"
      preValidation: refuseMalformedRequests,
      preHandler: guardGraphQLRoutes(services.config, requireCaller(app)),
    },
    subscription: {
      emitter,
      context: (socket, request) =>
        follow.context(socket, request, () => contextOf(services, request, loaders)),
      keepAlive: KEEP_ALIVE_MS,
    },
  });
  follow.recheck();
  installRequestLimits(app, development);
  installMfaGate(app);
  installOperationChecks(app, slices);
  installAnswered(app, slices);
}

/** Runs the slices' checks before each query or mutation: any of them may refuse it whole. */
function installOperationChecks(app: FastifyInstance, slices: readonly Slice[]): void {
  const checks = slices.flatMap((slice) => (slice.checkOperation ? [slice.checkOperation] : []));
  app.graphql.addHook('preExecution', async (schema, document, context) => {
    for (const check of checks) await check(schema, document, context);
  });
}

/** Hands each answer that carried something to the slices that act on it (custody records). */
function installAnswered(app: FastifyInstance, slices: readonly Slice[]): void {
  const answered = slices.flatMap((slice) => slice.answered?.(app.services) ?? []);
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    context.reached.fields = rootFieldsOf(document);
  });
  app.graphql.addHook('onResolution', async (execution, context) => {
    if (!handedOut(execution.data)) return;
    for (const answer of answered) await answer(context);
  });
}

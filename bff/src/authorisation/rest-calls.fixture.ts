import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';

/**
 * The REST routes and what each answers, whoever's access token comes along: they are public
 * (hello, sign-in, reset, invite, health, the event catalogue) or authorised by what the URL carries (a signature,
 * a token), never by the bearer. `GET|POST /v2/graphql` is the GraphQL matrix's.
 */
export const restCalls: Record<string, { request: InjectOptions; status: number }> = {
  'GET /v2/hello': { request: { method: 'GET', url: '/v2/hello' }, status: 200 },
  'POST /v2/login': {
    request: {
      method: 'POST',
      url: '/v2/login',
      // a new address each time it is read: the wrong passwords of one account are limited
      get payload() {
        return { email: `nobody-${randomUUID()}@rushes.test`, password: 'not-a-password' };
      },
    },
    status: 401,
  },
  'POST /v2/refresh': { request: { method: 'POST', url: '/v2/refresh' }, status: 401 },
  // A sign-in's second step opens only with its verification token, which no actor holds.
  'GET /v2/factors': { request: { method: 'GET', url: '/v2/factors' }, status: 401 },
  'POST /v2/trigger-factor/:id': {
    request: { method: 'POST', url: `/v2/trigger-factor/${randomUUID()}` },
    status: 401,
  },
  'POST /v2/verify/:id': {
    request: { method: 'POST', url: `/v2/verify/${randomUUID()}`, payload: { code: '123456' } },
    status: 401,
  },
  'POST /v2/reset-password': {
    request: { method: 'POST', url: '/v2/reset-password', payload: { email: 'nobody@x.test' } },
    status: 204,
  },
  'GET /v2/reset-password/:token': {
    request: { method: 'GET', url: '/v2/reset-password/not-a-token' },
    status: 404,
  },
  'POST /v2/reset-password/:token': {
    request: {
      method: 'POST',
      url: '/v2/reset-password/not-a-token',
      payload: { password: 'a-new-password' },
    },
    status: 404,
  },
  'GET /v2/invite/:token': {
    request: { method: 'GET', url: '/v2/invite/not-a-token' },
    status: 404,
  },
  'POST /v2/invite/:token': {
    request: {
      method: 'POST',
      url: '/v2/invite/not-a-token',
      payload: { name: 'Nobody', email: 'nobody@rushes.test', password: 'a-new-password' },
    },
    status: 404,
  },
  // A sign-in through the OpenID provider ends on the sign-in screen whoever comes: a return
  // without the transaction its browser started signs nobody in.
  'GET /v2/sso/start': {
    request: { method: 'GET', url: '/v2/sso/start?login_hint=nobody%40rushes.test' },
    status: 303,
  },
  'GET /v2/sso/callback': {
    request: { method: 'GET', url: '/v2/sso/callback?code=not-a-code&state=not-a-state' },
    status: 303,
  },
  'PUT /v2/storage/upload/:multipartId/:partNumber': {
    request: { method: 'PUT', url: '/v2/storage/upload/m1/1', payload: 'bytes' },
    status: 403,
  },
  'GET /v2/storage/object/*': {
    request: { method: 'GET', url: '/v2/storage/object/projects/p/a' },
    status: 403,
  },
  'GET /v2/media/*': {
    request: { method: 'GET', url: '/v2/media/not-a-token/master.m3u8' },
    status: 403,
  },
  'GET /v2/downloads/*': {
    request: { method: 'GET', url: '/v2/downloads/not-a-token' },
    status: 403,
  },
  'GET /v2/custody-exports/*': {
    request: { method: 'GET', url: '/v2/custody-exports/not-a-token' },
    status: 403,
  },
  'GET /v2/events/asyncapi.json': {
    request: { method: 'GET', url: '/v2/events/asyncapi.json' },
    status: 200,
  },
  'GET /healthz': { request: { method: 'GET', url: '/healthz' }, status: 200 },
  'GET /readyz': { request: { method: 'GET', url: '/readyz' }, status: 200 },
};

/**
 * The REST routes whose answer depends on who calls, with a status per actor in the matrix's
 * order (see `actors`): the event feed is read with an API token holding `events:read` (the
 * matrix's machine holds every scope); a person, a visitor or a transfer token's bearer is refused
 * (403), a token that is no session's or visit's is unauthenticated (401). A stream's answer is
 * its status line.
 */
export const callerRestCalls: Record<string, { request: InjectOptions; statuses: string }> = {
  'GET /v2/events': {
    request: { method: 'GET', url: '/v2/events?limit=1' },
    statuses: '401 403 403 403 403 403 403 403 403 403 401 200 403 403',
  },
  'GET /v2/events/stream': {
    request: { method: 'GET', url: '/v2/events/stream', payloadAsStream: true },
    statuses: '401 403 403 403 403 403 403 403 403 403 401 200 403 403',
  },
};

/**
 * Routes the matrix covers otherwise: GraphQL by operation, logout by its own test (with a
 * bearer token it ends that session), the web app's files when one is served.
 */
export const coveredElsewhere = ['GET /v2/graphql', 'POST /v2/graphql', 'POST /v2/logout'];

/** `METHOD /path` of each route Fastify prints, wildcard routes as `/prefix/*`. */
export function printedRoutes(tree: string): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    paths[depth] = (paths[depth - 1] ?? '') + segment;
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${paths[depth]}`);
    }
  }
  return routes;
}

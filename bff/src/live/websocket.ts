import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type Authenticated, authenticate } from '../auth/authenticate.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { BffConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import type { RequestContext, RequestInfo } from '../request-context.ts';
import { TOKEN_EXPIRED_CLOSE, watchSessionSockets } from './session-sockets.ts';

/** graphql-ws close codes: its client gives up on 4401, and comes back after 4403 and 4408. */
export const UNAUTHORIZED_CLOSE = 4401;
export const INIT_TIMEOUT_CLOSE = 4408;
/** How long a socket may stay open without saying who it is. */
const INIT_WAIT_MS = 10_000;

/** The origin (scheme, host and port) a request was sent to, or null when it names no host. */
function ownOrigin(request: Pick<FastifyRequest, 'protocol' | 'headers'>): string | null {
  const { host } = request.headers;
  // `protocol` says https for a TLS socket (or a trusted proxy's X-Forwarded-Proto); a request
  // with no socket behind it (injected) is plain http.
  const own = `${request.protocol || 'http'}://${host}`;
  return host && URL.canParse(own) ? new URL(own).origin : null;
}

/**
 * Whether a browser's `Origin` names the page the BFF serves: RUSHES_PUBLIC_URL's origin, or
 * without it the request's own scheme, host and port.
 */
export function sameOrigin(
  origin: string,
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  publicUrl?: string,
): boolean {
  if (!URL.canParse(origin)) return false;
  const expected = publicUrl ? new URL(publicUrl).origin : ownOrigin(request);
  return new URL(origin).origin === expected;
}

const isUpgrade = (request: FastifyRequest) =>
  request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * The GraphQL routes' check before the handler. A request needs a valid access token
 * (`requireViewer`); a websocket upgrade proves who it is in its first message instead, and a
 * browser's is refused (403) unless it comes from the origin of RUSHES_PUBLIC_URL, or from the
 * request's own host when that is unset. A client that is no browser sends no Origin.
 */
export function guardGraphQLRoutes(
  config: Pick<BffConfig, 'publicUrl'>,
  requireViewer: (request: FastifyRequest) => Promise<void>,
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    if (!isUpgrade(request)) return requireViewer(request);
    const { origin } = request.headers;
    if (origin && !sameOrigin(origin, request, config.publicUrl)) {
      // Answered here: an error would reach Mercurius, which answers GraphQL's way (200).
      const refusal = new AppError('FORBIDDEN', null, 'websocket from another origin');
      return reply.code(refusal.statusCode).send(refusal.toBody());
    }
  };
}

/** Who a socket is, from the token of its `connection_init` (graphql-ws `connectionParams`). */
interface SocketIdentity {
  token: string | null;
  found: Authenticated | null;
}

/** The type of a socket's first message and the token it carries, if any. */
function firstMessage(raw: Buffer): { type: unknown; token: string | null } {
  let message: { type?: unknown; payload?: { token?: unknown } | null } | null;
  try {
    message = JSON.parse(raw.toString('utf8'));
  } catch {
    return { type: null, token: null };
  }
  if (typeof message !== 'object' || message === null) return { type: null, token: null };
  const token = message.payload?.token;
  return {
    type: message.type,
    token: typeof token === 'string' && token.length > 0 ? token : null,
  };
}

/**
 * Reads each socket's first message as it arrives, before Mercurius does, and authenticates its
 * token; a socket silent for 10 s is closed (4408).
 */
function identifySockets(app: FastifyInstance) {
  const identities = new WeakMap<WebSocket, Promise<SocketIdentity>>();
  app.websocketServer.on('connection', (socket: WebSocket) => {
    const silent = setTimeout(
      () => socket.close(INIT_TIMEOUT_CLOSE, 'Connection initialisation timeout'),
      INIT_WAIT_MS,
    );
    silent.unref();
    socket.once('close', () => clearTimeout(silent));
    socket.prependOnceListener('message', (raw: Buffer) => {
      clearTimeout(silent);
      const first = firstMessage(raw);
      // graphql-ws: anything before `connection_init` is refused as unauthorised.
      if (first.type !== 'connection_init') socket.close(UNAUTHORIZED_CLOSE, 'Unauthorized');
      const token = first.type === 'connection_init' ? first.token : null;
      identities.set(
        socket,
        authenticate(app, token).then((found) => ({ token, found })),
      );
    });
  });
  return (socket: WebSocket): Promise<SocketIdentity> =>
    identities.get(socket) ?? Promise.resolve({ token: null, found: null });
}

/**
 * Websockets say who they are in `connection_init` and follow their session: a socket without a
 * token is closed with 4401, one whose token is refused with 4403 (the client comes back with a
 * fresh one); each is closed when its session ends or its token expires, and each new
 * subscription checks the token again and takes the viewer as the read models say now.
 * `context` wraps the subscription context; `recheck` is installed once Mercurius is.
 */
export function followSessions(app: FastifyInstance, sessions: Sessions) {
  const sockets = watchSessionSockets(sessions);
  const identityOf = identifySockets(app);
  app.addHook('onClose', async () => sockets.stop());
  // The token each socket came with, found again by its context's request (kept by reference).
  const tokens = new WeakMap<RequestInfo, string>();
  return {
    async context(
      socket: WebSocket,
      request: FastifyRequest,
      contextOf: () => RequestContext,
    ): Promise<RequestContext> {
      const { token, found } = await identityOf(socket);
      if (!token || !found) {
        socket.close(token ? TOKEN_EXPIRED_CLOSE : UNAUTHORIZED_CLOSE, 'Unauthorized');
        return contextOf();
      }
      request.viewer = found.viewer;
      request.visitor = found.visitor;
      request.accessSession = found.session;
      const context = contextOf();
      tokens.set(context.request, token);
      sockets.watch(socket, found.session);
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

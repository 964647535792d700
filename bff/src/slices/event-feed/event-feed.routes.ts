import type { RushesCloudEvent } from '@rushes/events';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireCaller } from '../../auth/authenticate.ts';
import { publicOrigin } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { accessRecorder } from '../accesses/access-records.ts';
import { feedReachOf } from '../policy.ts';
import { eventScopesProjection } from './event-scope.projection.ts';
import { openEventStream } from './event-stream.ts';
import {
  beginning,
  type FeedPosition,
  formatPosition,
  parsePosition,
  parseTypes,
  type TypeFilter,
} from './feed-position.ts';
import { createFeedReader, type FeedReach } from './feed-reader.ts';
import { projectReads } from './project-reads.ts';

const batchType = 'application/cloudevents-batch+json; charset=utf-8';
const defaultLimit = 100;
const maxLimit = 1000;

interface FeedQuery {
  after?: string;
  limit?: string;
  types?: string;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { field }, message);

/** The query of a feed request, checked: a clear 400 for anything the feed did not give out. */
function readQuery(query: FeedQuery, lastEventId?: string) {
  const cursor = lastEventId ?? query.after;
  const after = cursor === undefined || cursor === '' ? beginning : parsePosition(cursor);
  if (!after) throw invalid('after', 'after must be a cursor the feed gave, like 1042-0');
  const limit = query.limit === undefined ? defaultLimit : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    throw invalid('limit', `limit must be a whole number from 1 to ${maxLimit}`);
  }
  let types: TypeFilter | null = null;
  if (query.types !== undefined && query.types.trim() !== '') {
    const parsed = parseTypes(query.types);
    if (typeof parsed !== 'function') {
      throw invalid('types', `${parsed.unknown} is not a public event type (see asyncapi.json)`);
    }
    types = parsed;
  }
  return { after, limit, types };
}

/** The reach of the machine calling, or 403: the feed is read with an `events:read` token. */
function reachOf(request: FastifyRequest): FeedReach {
  const reach = feedReachOf(request.machine);
  if (!reach) {
    throw new AppError(
      'FORBIDDEN',
      { scope: 'events:read' },
      'the event feed is read with an API token holding events:read',
    );
  }
  return reach;
}

/**
 * The public event feed as CloudEvents 1.0 (decision 0117): `GET /v2/events` in pages, oldest
 * first, and `GET /v2/events/stream` as Server-Sent Events that follow the log live. Both read
 * with an API token, each event scoped to the workspace it happened in.
 */
export const eventFeedRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const origin = publicOrigin(services.config);
  const reader = createFeedReader({ store: services.store, db: services.db, source: origin });
  const preHandler = requireCaller(app);

  const nextLink = (query: FeedQuery, next: FeedPosition, limit: number) => {
    const params = new URLSearchParams({ after: formatPosition(next), limit: String(limit) });
    if (query.types) params.set('types', query.types);
    // Relative (RFC 8288): it resolves against whatever address the reader used.
    return `</v2/events?${params}>; rel="next"`;
  };

  /** What the machine read of each project, for the chain of custody. */
  const recordReads = (request: FastifyRequest, events: readonly RushesCloudEvent[]) => {
    const machine = request.machine;
    if (!machine) return Promise.resolve();
    const actor = { kind: 'token' as const, id: machine.tokenId };
    const origin = { actor, correlationId: request.id, clientIp: request.ip || null };
    return accessRecorder(services).tokenUse(origin, 'feed', projectReads(events));
  };

  app.get<{ Querystring: FeedQuery }>('/events', { preHandler }, async (request, reply) => {
    const reach = reachOf(request);
    const { after, limit, types } = readQuery(request.query);
    const page = await reader.readPage({ after, limit, types, reach });
    await recordReads(request, page.events);
    return reply
      .header('content-type', batchType)
      .header('cache-control', 'private, no-store')
      .header('link', nextLink(request.query, page.next, limit))
      .send(JSON.stringify(page.events));
  });

  app.get<{ Querystring: FeedQuery }>(
    '/events/stream',
    { preHandler },
    async (request: FastifyRequest<{ Querystring: FeedQuery }>, reply: FastifyReply) => {
      const reach = reachOf(request);
      const lastEventId = request.headers['last-event-id'];
      const { after, types } = readQuery(
        request.query,
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      const machine = request.machine;
      if (!machine) throw new Error('a reach without a machine');
      openEventStream({
        request,
        reply,
        reader,
        feed: { after, types, reach },
        machine,
        sessions: app.sessions,
        newEvents: (seq, timeoutMs) =>
          services.checkpoints.waitFor([eventScopesProjection.name], seq, timeoutMs),
        given: (events) => recordReads(request, events),
      });
      return reply;
    },
  );
};

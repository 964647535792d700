import { publicOrigin } from '../../config.ts';
import type { Slice } from '../../slice.ts';
import { asyncApiRoutes } from './asyncapi.routes.ts';
import { eventFeedRoutes } from './event-feed.routes.ts';
import { eventScopesProjection } from './event-scope.projection.ts';
import { createFeedReader } from './feed-reader.ts';
import { startPublicStreamPublisher } from './public-stream-publisher.ts';

/**
 * The log as integrators see it: the public event catalogue (decision 0115) and the feed of its
 * CloudEvents, scoped by the `event-scopes` read model, over HTTP and, where the operator turns it
 * on, as a JetStream stream of its own for audit mirrors (decision 0117).
 */
export const eventFeedSlice: Slice = {
  name: 'event-feed',
  projections: [eventScopesProjection],
  routes: async (app) => {
    await app.register(asyncApiRoutes);
    await app.register(eventFeedRoutes);
  },
  background: ({ config, store, db, checkpoints, logger, publicStream }) => {
    if (!publicStream) return async () => {};
    return startPublicStreamPublisher({
      connect: publicStream,
      reader: createFeedReader({ store, db, source: publicOrigin(config) }),
      newEvents: (seq, timeoutMs) =>
        checkpoints.waitFor([eventScopesProjection.name], seq, timeoutMs),
      logger,
    });
  },
};

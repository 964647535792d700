import type { Slice } from '../../slice.ts';
import { asyncApiRoutes } from './asyncapi.routes.ts';
import { eventFeedRoutes } from './event-feed.routes.ts';
import { eventScopesProjection } from './event-scope.projection.ts';

/**
 * The log as integrators see it: the public event catalogue (decision 0115) and the feed of its
 * CloudEvents, scoped by the `event-scopes` read model (decision 0117).
 */
export const eventFeedSlice: Slice = {
  name: 'event-feed',
  projections: [eventScopesProjection],
  routes: async (app) => {
    await app.register(asyncApiRoutes);
    await app.register(eventFeedRoutes);
  },
};

import type { Slice } from '../../slice.ts';
import { asyncApiRoutes } from './asyncapi.routes.ts';

/** The log as integrators see it: the public event catalogue (decision 0115). */
export const eventFeedSlice: Slice = {
  name: 'event-feed',
  routes: asyncApiRoutes,
};

import type { Slice } from '../../slice.ts';
import { reviewSessionsLive } from './review-session.live.ts';
import { reviewSessionsProjection } from './review-session.projection.ts';
import { reviewSessionResolvers, sessionNode } from './review-session.resolvers.ts';

/**
 * Review sessions (decision 0146): a presenter shows assets of a project, and those who join
 * follow what is shown, live through every BFF.
 */
export const reviewSessionsSlice: Slice = {
  name: 'review-sessions',
  projections: [reviewSessionsProjection],
  resolvers: [reviewSessionResolvers],
  nodes: { ReviewSession: sessionNode },
  live: [reviewSessionsLive],
};

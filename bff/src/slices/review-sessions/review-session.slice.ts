import type { Slice } from '../../slice.ts';
import { reviewSessionsLive } from './review-session.live.ts';
import { startPresenceSweep } from './review-session.presence.ts';
import { reviewSessionsProjection } from './review-session.projection.ts';
import { reviewSessionResolvers, sessionNode } from './review-session.resolvers.ts';
import { startSummaryMailer } from './review-session.summary-mailer.ts';

/**
 * Review sessions (decision 0146): a presenter shows assets of a project, and those who join
 * follow what is shown, live through every BFF; someone whose page stopped following leaves in
 * time, a presenter's control going on to whoever joined first. Comments made in a session are
 * its notes; when it ends, its summary goes by mail to those who took part (decision 0149).
 */
export const reviewSessionsSlice: Slice = {
  name: 'review-sessions',
  projections: [reviewSessionsProjection],
  resolvers: [reviewSessionResolvers],
  nodes: { ReviewSession: sessionNode },
  live: [reviewSessionsLive],
  background: (services, { loaders }) => {
    const stopSweep = startPresenceSweep(services);
    const summaries = startSummaryMailer(services, loaders);
    return async () => {
      await Promise.all([stopSweep(), summaries.stop()]);
    };
  },
};

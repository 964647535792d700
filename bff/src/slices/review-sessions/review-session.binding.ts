import { bindAggregate } from '@rushes/events';
import { sessionDecider } from './review-session.decider.ts';
import { reviewSessionsProjection } from './review-session.projection.ts';

/** A review session's commands, on `review_session.<id>`. */
export const sessionCommands = bindAggregate({
  stream: 'review_session',
  decider: sessionDecider,
  readModels: [reviewSessionsProjection],
});

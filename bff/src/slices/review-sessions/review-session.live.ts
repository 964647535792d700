import {
  reviewSessionControlPassed,
  reviewSessionEnded,
  reviewSessionJoined,
  reviewSessionLeft,
  reviewSessionPointed,
  reviewSessionShown,
} from '@rushes/events';
import type { ReviewSessionChange } from '../../graphql/schema-types.generated.ts';
import type { LiveTopic } from '../../slice.ts';
import { reviewSessionsProjection } from './review-session.projection.ts';

/** The topic of `reviewSessionChanged` for one session. */
export const sessionChangedTopic = (sessionId: string): string =>
  `reviewSessionChanged.${sessionId}`;

/** What `reviewSessionChanged` carries between BFFs: each subscriber reads the session itself. */
export type SessionChangedPayload = { change: ReviewSessionChange; sessionId: string };

/** The change each event of a session is, by its type. */
const changes: Readonly<Record<string, ReviewSessionChange>> = {
  [reviewSessionJoined.type]: 'JOINED',
  [reviewSessionLeft.type]: 'LEFT',
  [reviewSessionControlPassed.type]: 'CONTROL_PASSED',
  [reviewSessionShown.type]: 'SHOWN',
  [reviewSessionPointed.type]: 'POINTED',
  [reviewSessionEnded.type]: 'ENDED',
};

/** Each change of a session, to its `reviewSessionChanged` subscribers. */
export const reviewSessionsLive: LiveTopic = {
  name: 'reviewSessionChanged',
  handles: Object.keys(changes),
  readModels: [reviewSessionsProjection.name],
  async publications(events) {
    return events.flatMap((event) => {
      const change = changes[event.type];
      const sessionId = (event.data as { id: string }).id;
      return change
        ? [{ topic: sessionChangedTopic(sessionId), payload: { change, sessionId } }]
        : [];
    });
  },
};

import { commentTakenInSession } from '../catalogue/comment.events.ts';
import {
  reviewSessionControlPassed,
  reviewSessionEnded,
  reviewSessionInvited,
  reviewSessionJoined,
  reviewSessionLeft,
  reviewSessionPointed,
  reviewSessionShown,
  reviewSessionStarted,
  reviewSessionSummaryMailed,
} from '../catalogue/review-session.events.ts';
import { privateEvent } from './public-event.ts';

const reason =
  "A review session's participants follow it live; the public feed does not carry sessions yet (decision 0146).";

/** Review sessions (decision 0146): kept in the log, not yet in the public feed. */
export const reviewSessionDecisions = [
  privateEvent(reviewSessionStarted, reason),
  privateEvent(reviewSessionJoined, reason),
  privateEvent(reviewSessionLeft, reason),
  privateEvent(reviewSessionControlPassed, reason),
  privateEvent(
    reviewSessionShown,
    "A presenter's every pause, step and seek: what the session's followers are shown.",
  ),
  privateEvent(reviewSessionPointed, "A presenter's pointer as it moves over the picture."),
  privateEvent(reviewSessionEnded, reason),
  privateEvent(reviewSessionInvited, reason),
  privateEvent(
    reviewSessionSummaryMailed,
    "Whom a session's summary went to by mail, so it goes once (decision 0149).",
  ),
  privateEvent(
    commentTakenInSession,
    'The session a comment was made in; the comment itself is public (decision 0149).',
  ),
];

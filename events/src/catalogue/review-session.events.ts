import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/**
 * A review session began (stream `review_session.<id>`): a presenter shows the assets of
 * `assetIds`, in that order, to the people who join; the presenter is the person who started it.
 */
export const reviewSessionStarted = defineEvent('review_session.started', {
  versions: {
    1: Type.Object({
      id,
      projectId: id,
      name: Type.String({ minLength: 1 }),
      assetIds: Type.Array(id, { minItems: 1 }),
      presenterId: id,
    }),
  },
});

/** A person joined the session (again, after leaving); they follow what the presenter shows. */
export const reviewSessionJoined = defineEvent('review_session.joined', {
  versions: { 1: Type.Object({ id, userId: id }) },
});

/** A person left the session; the presenter never leaves without handing over or ending it. */
export const reviewSessionLeft = defineEvent('review_session.left', {
  versions: { 1: Type.Object({ id, userId: id }) },
});

/** The presenter handed control to a participant, who presents from now on. */
export const reviewSessionControlPassed = defineEvent('review_session.control_passed', {
  versions: { 1: Type.Object({ id, fromUserId: id, toUserId: id }) },
});

/**
 * What the presenter shows: the asset (one of the session's), its version, the frame (the
 * position in milliseconds for what has no frames), whether it plays and at what rate.
 */
export const reviewSessionShown = defineEvent('review_session.shown', {
  versions: {
    1: Type.Object({
      id,
      assetId: id,
      versionId: id,
      position: Type.Integer({ minimum: 0 }),
      playing: Type.Boolean(),
      rate: Type.Number({ exclusiveMinimum: 0, maximum: 16 }),
    }),
  },
});

/**
 * The presenter's pointer over the picture, for everyone to see: `x` and `y` from 0 to 1 across
 * and down the picture; both null once it is put away.
 */
export const reviewSessionPointed = defineEvent('review_session.pointed', {
  versions: {
    1: Type.Object({
      id,
      x: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
      y: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
    }),
  },
});

/** The session ended: nobody follows any more; what was shown and said stays in the log. */
export const reviewSessionEnded = defineEvent('review_session.ended', {
  versions: { 1: Type.Object({ id }) },
});

/**
 * Someone in the session invited these people (who may see it, and were neither in it nor
 * invited already): each hears of it by mail and in their inbox while it runs.
 */
export const reviewSessionInvited = defineEvent('review_session.invited', {
  versions: { 1: Type.Object({ id, userIds: Type.Array(id, { minItems: 1 }) }) },
});

/**
 * The session's summary (who took part, what was shown, the notes taken) went by mail to these
 * people, those who took part: once per session, whichever BFF sends it.
 */
export const reviewSessionSummaryMailed = defineEvent('review_session.summary_mailed', {
  versions: { 1: Type.Object({ id, userIds: Type.Array(id) }) },
});

export type ReviewSessionStarted = EventOf<typeof reviewSessionStarted>;
export type ReviewSessionJoined = EventOf<typeof reviewSessionJoined>;
export type ReviewSessionLeft = EventOf<typeof reviewSessionLeft>;
export type ReviewSessionControlPassed = EventOf<typeof reviewSessionControlPassed>;
export type ReviewSessionShown = EventOf<typeof reviewSessionShown>;
export type ReviewSessionPointed = EventOf<typeof reviewSessionPointed>;
export type ReviewSessionEnded = EventOf<typeof reviewSessionEnded>;
export type ReviewSessionSummaryMailed = EventOf<typeof reviewSessionSummaryMailed>;
export type ReviewSessionInvited = EventOf<typeof reviewSessionInvited>;
export type ReviewSessionEvent =
  | ReviewSessionStarted
  | ReviewSessionJoined
  | ReviewSessionLeft
  | ReviewSessionControlPassed
  | ReviewSessionShown
  | ReviewSessionPointed
  | ReviewSessionEnded
  | ReviewSessionSummaryMailed
  | ReviewSessionInvited;

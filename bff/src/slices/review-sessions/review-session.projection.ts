import {
  type Projection,
  projectDeleted,
  reviewSessionControlPassed,
  reviewSessionEnded,
  reviewSessionInvited,
  reviewSessionJoined,
  reviewSessionLeft,
  reviewSessionPointed,
  reviewSessionShown,
  reviewSessionStarted,
  reviewSessionSummaryMailed,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';

/**
 * Review sessions (`review_session`) with what their presenter shows now, and who joined them
 * (`review_session_participant`, with when they left), each version shown and when first
 * (`review_session_shown_version`), whom its participants invited (`review_session_invitation`)
 * and when its summary was mailed; a deleted project's go with it.
 */
export const reviewSessionsProjection: Projection<Database> = {
  name: 'review-sessions',
  tables: [
    'review_session_invitation',
    'review_session_shown_version',
    'review_session_participant',
    'review_session',
  ],
  handles: [
    reviewSessionStarted.type,
    reviewSessionJoined.type,
    reviewSessionLeft.type,
    reviewSessionControlPassed.type,
    reviewSessionShown.type,
    reviewSessionPointed.type,
    reviewSessionEnded.type,
    reviewSessionSummaryMailed.type,
    reviewSessionInvited.type,
    projectDeleted.type,
  ],
  async apply(trx, event, commit) {
    const { at } = commit.meta;
    const seq = commit.seq;
    if (reviewSessionStarted.is(event)) {
      const { id, projectId, name, assetIds, presenterId } = event.data;
      await trx
        .insertInto('reviewSession')
        .values({
          ...{ id, projectId, name, assetIds, presenterId, seq },
          startedBy: JSON.stringify(commit.meta.actor),
          startedAt: at,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await trx
        .insertInto('reviewSessionParticipant')
        .values({ sessionId: id, userId: presenterId, joinedAt: at })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return;
    }
    if (projectDeleted.is(event)) {
      await trx.deleteFrom('reviewSession').where('projectId', '=', event.data.id).execute();
      return;
    }
    const sessionId = (event.data as { id: string }).id;
    // a session whose project was deleted meanwhile keeps no rows
    const kept = await trx
      .selectFrom('reviewSession')
      .select('id')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!kept) return;
    const session = trx.updateTable('reviewSession').where('id', '=', sessionId);
    if (reviewSessionJoined.is(event)) {
      await trx
        .insertInto('reviewSessionParticipant')
        .values({ sessionId, userId: event.data.userId, joinedAt: at })
        .onConflict((conflict) =>
          conflict.columns(['sessionId', 'userId']).doUpdateSet({ joinedAt: at, leftAt: null }),
        )
        .execute();
    } else if (reviewSessionLeft.is(event)) {
      await trx
        .updateTable('reviewSessionParticipant')
        .set({ leftAt: at })
        .where('sessionId', '=', sessionId)
        .where('userId', '=', event.data.userId)
        .execute();
    } else if (reviewSessionControlPassed.is(event)) {
      // a new presenter has not pointed yet
      await session.set({ presenterId: event.data.toUserId, pointer: null, seq }).execute();
      return;
    } else if (reviewSessionShown.is(event)) {
      const { assetId, versionId, position, playing, rate } = event.data;
      const shown = JSON.stringify({ assetId, versionId, position, playing, rate });
      await session.set({ shown, shownAt: at, seq }).execute();
      await trx
        .insertInto('reviewSessionShownVersion')
        .values({ sessionId, versionId, assetId, firstShownAt: at })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return;
    } else if (reviewSessionPointed.is(event)) {
      const { x, y } = event.data;
      const pointer = x === null || y === null ? null : JSON.stringify({ x, y });
      await session.set({ pointer, seq }).execute();
      return;
    } else if (reviewSessionInvited.is(event)) {
      await trx
        .insertInto('reviewSessionInvitation')
        .values(event.data.userIds.map((userId) => ({ sessionId, userId, invitedAt: at })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    } else if (reviewSessionSummaryMailed.is(event)) {
      await session.set({ summaryMailedAt: at, seq }).execute();
      return;
    } else if (reviewSessionEnded.is(event)) {
      await session.set({ endedAt: at, seq }).execute();
      await trx
        .updateTable('reviewSessionParticipant')
        .set({ leftAt: at })
        .where('sessionId', '=', sessionId)
        .where('leftAt', 'is', null)
        .execute();
      return;
    }
    await session.set({ seq }).execute();
  },
};

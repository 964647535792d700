import { type Projection, projectDeleted, roundMarked, roundRemoved } from '@rushes/events';
import type { Database } from '@rushes/migrations';

/** Folders' review rounds (`review_round`), with who named them and when; a removed one leaves. */
export const roundsProjection: Projection<Database> = {
  name: 'review-rounds',
  tables: ['review_round'],
  handles: [roundMarked.type, roundRemoved.type, projectDeleted.type],
  async apply(trx, event, commit) {
    if (roundMarked.is(event)) {
      const { id, projectId, folderId, name, at } = event.data;
      await trx
        .insertInto('reviewRound')
        .values({
          ...{ id, projectId, folderId, name, at },
          markedBy: JSON.stringify(commit.meta.actor),
          markedAt: commit.meta.at,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    } else if (roundRemoved.is(event)) {
      await trx.deleteFrom('reviewRound').where('id', '=', event.data.id).execute();
    } else if (projectDeleted.is(event)) {
      await trx.deleteFrom('reviewRound').where('projectId', '=', event.data.id).execute();
    }
  },
};

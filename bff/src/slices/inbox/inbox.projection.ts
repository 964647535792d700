import {
  type Commit,
  commentAdded,
  commentMentioned,
  commentRemoved,
  inboxAllRead,
  inboxItemsRead,
  inboxMailed,
  type Projection,
  projectDeleted,
  uuidFrom,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Transaction } from 'kysely';

type Trx = Transaction<Database>;

/** An item's id: one for each person, kind and comment. */
export const inboxItemId = (userId: string, kind: 'mention' | 'reply', commentId: string) =>
  uuidFrom('inbox', userId, kind, commentId);

interface Heard {
  userId: string;
  kind: 'mention' | 'reply';
  comment: { id: string; projectId: string; assetId: string; versionId: string };
}

async function addItem(trx: Trx, { userId, kind, comment }: Heard, commit: Commit) {
  const author = await trx
    .selectFrom('inboxCommentAuthor')
    .select('userId')
    .where('commentId', '=', comment.id)
    .executeTakeFirst();
  if (author?.userId === userId) return; // nobody hears of their own words
  await trx
    .insertInto('inboxItem')
    .values({
      id: inboxItemId(userId, kind, comment.id),
      ...{ userId, kind, projectId: comment.projectId, assetId: comment.assetId },
      ...{ versionId: comment.versionId, commentId: comment.id },
      actorId: author?.userId ?? null,
      at: commit.meta.at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * Each person's inbox (`inbox_item`): the comments that mention them, the replies to theirs, and
 * what they read of it, on any device. A removed comment leaves every inbox; a deleted project
 * too. `inbox_comment_author` keeps who wrote each comment, for the replies to it.
 */
export const inboxProjection: Projection<Database> = {
  name: 'inbox',
  tables: ['inbox_item', 'inbox_comment_author'],
  handles: [
    commentAdded.type,
    commentMentioned.type,
    commentRemoved.type,
    inboxItemsRead.type,
    inboxAllRead.type,
    inboxMailed.type,
    projectDeleted.type,
  ],
  async apply(trx, event, commit) {
    if (commentAdded.is(event)) {
      const { id, author, parentId } = event.data;
      if (author.kind === 'user') {
        await trx
          .insertInto('inboxCommentAuthor')
          .values({ commentId: id, userId: author.userId })
          .onConflict((conflict) => conflict.column('commentId').doNothing())
          .execute();
      }
      if (parentId === null) return;
      const parent = await trx
        .selectFrom('inboxCommentAuthor')
        .select('userId')
        .where('commentId', '=', parentId)
        .executeTakeFirst();
      if (parent)
        await addItem(trx, { userId: parent.userId, kind: 'reply', comment: event.data }, commit);
    } else if (commentMentioned.is(event)) {
      for (const userId of event.data.userIds) {
        await addItem(trx, { userId, kind: 'mention', comment: event.data }, commit);
      }
    } else if (commentRemoved.is(event)) {
      await trx.deleteFrom('inboxItem').where('commentId', '=', event.data.id).execute();
    } else if (inboxItemsRead.is(event)) {
      await trx
        .updateTable('inboxItem')
        .set({ readAt: commit.meta.at })
        .where('userId', '=', event.data.userId)
        .where('id', 'in', event.data.itemIds)
        .where('readAt', 'is', null)
        .execute();
    } else if (inboxAllRead.is(event)) {
      await trx
        .updateTable('inboxItem')
        .set({ readAt: commit.meta.at })
        .where('userId', '=', event.data.userId)
        .where('at', '<=', new Date(event.data.upTo))
        .where('readAt', 'is', null)
        .execute();
    } else if (inboxMailed.is(event)) {
      await trx
        .updateTable('inboxItem')
        .set({ mailedAt: commit.meta.at })
        .where('userId', '=', event.data.userId)
        .where('id', 'in', event.data.itemIds)
        .execute();
    } else if (projectDeleted.is(event)) {
      await trx.deleteFrom('inboxItem').where('projectId', '=', event.data.id).execute();
    }
  },
};

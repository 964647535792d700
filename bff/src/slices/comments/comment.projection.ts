import {
  type CommentAuthor,
  commentAdded,
  commentEdited,
  commentRemoved,
  commentTakenInSession,
  type Projection,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';

/** The author's columns: the user, the visitor's link, visit and e-mail, or the API token. */
export function authorColumns(author: CommentAuthor) {
  switch (author.kind) {
    case 'user':
      return { createdBy: author.userId };
    case 'visitor':
      return {
        createdBy: null,
        authorLinkId: author.linkId,
        authorVisitId: author.visitId,
        authorEmail: author.email,
      };
    case 'token':
      return { createdBy: null, authorTokenId: author.tokenId };
  }
}

/**
 * Comments and replies by version, with their author (a user, a share link's visitor, or an API
 * token), and the review session each was made in. A removed comment keeps its row, flagged and with its text cleared, so its replies stay
 * attached.
 */
export const commentsProjection: Projection<Database> = {
  name: 'comments',
  tables: ['comment'],
  handles: [commentAdded.type, commentEdited.type, commentRemoved.type, commentTakenInSession.type],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    if (commentAdded.is(event)) {
      const { id, projectId, assetId, versionId, parentId, text, start, end } = event.data;
      const annotation = event.data.annotation && JSON.stringify(event.data.annotation);
      const { marker } = event.data;
      await trx
        .insertInto('comment')
        .values({
          ...{ id, projectId, assetId, versionId, parentId, text, start, end, annotation },
          ...(marker && {
            markerFormat: marker.format,
            markerUser: marker.user,
            markerColour: marker.colour,
          }),
          carriedFrom: event.data.carriedFrom,
          ...{ createdAt: at, updatedAt: at, ...authorColumns(event.data.author) },
        })
        .execute();
    } else if (commentTakenInSession.is(event)) {
      const { id, sessionId } = event.data;
      await trx
        .updateTable('comment')
        .set({ reviewSessionId: sessionId })
        .where('id', '=', id)
        .execute();
    } else if (commentEdited.is(event)) {
      const { id, text } = event.data;
      await trx.updateTable('comment').set({ text, updatedAt: at }).where('id', '=', id).execute();
    } else if (commentRemoved.is(event)) {
      await trx
        .updateTable('comment')
        .set({ text: '', deleted: true, updatedAt: at })
        .where('id', '=', event.data.id)
        .execute();
    }
  },
};

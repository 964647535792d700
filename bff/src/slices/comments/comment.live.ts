import { commentAdded, commentEdited, commentRemoved, type DomainEvent } from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { commentsProjection } from './comment.projection.ts';
import { findCommentsByIds } from './comment.queries.ts';

/** The topic of `commentChanged` for one asset. */
export const commentChangedTopic = (assetId: string): string => `commentChanged.${assetId}`;

export type CommentChange = 'ADDED' | 'UPDATED' | 'REMOVED';

/** What `commentChanged` carries between BFFs: each subscriber reads the comment itself. */
export type CommentChangedPayload = { change: CommentChange; commentId: string };

function changeOf(event: DomainEvent): CommentChangedPayload[] {
  if (commentAdded.is(event)) return [{ change: 'ADDED', commentId: event.data.id }];
  if (commentEdited.is(event)) return [{ change: 'UPDATED', commentId: event.data.id }];
  if (commentRemoved.is(event)) return [{ change: 'REMOVED', commentId: event.data.id }];
  return [];
}

/** Each comment added, edited or removed, to the `commentChanged` subscribers of its asset. */
export const commentsLive: LiveTopic = {
  name: 'commentChanged',
  handles: commentsProjection.handles,
  readModels: [commentsProjection.name],
  async publications(events, db): Promise<Publication[]> {
    const changes = events.flatMap(changeOf);
    const rows = await findCommentsByIds(
      db,
      changes.map(({ commentId }) => commentId),
    );
    const assetOf = new Map(rows.map((row) => [row.id, row.assetId]));
    return changes.flatMap((payload) => {
      const assetId = assetOf.get(payload.commentId);
      return assetId ? [{ topic: commentChangedTopic(assetId), payload }] : [];
    });
  },
};

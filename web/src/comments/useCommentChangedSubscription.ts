import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import {
  ConnectionHandler,
  type GraphQLSubscriptionConfig,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import type { useCommentChangedSubscription as CommentChanged } from '../__generated__/useCommentChangedSubscription.graphql.ts';
import { COMMENTS_CONNECTION } from '../relay/connections.ts';

/**
 * Keeps the version's list in step with the list in store: an added top-level comment joins
 * it unless already there (the poster's own arrives twice), a removed thread with no replies
 * leaves it. Edits, deletions with replies and replies need nothing: the payload refreshes
 * the comment and its parent's thread.
 */
function updateList(store: RecordSourceSelectorProxy) {
  const payload = store.getRootField('commentChanged');
  const change = payload?.getValue('change');
  const comment = payload?.getLinkedRecord('comment');
  if (!comment || comment.getLinkedRecord('parent')) return;
  const version = comment.getLinkedRecord('version');
  const connection = version && ConnectionHandler.getConnection(version, COMMENTS_CONNECTION);
  if (!connection) return;
  const id = comment.getDataID();
  const edges = connection.getLinkedRecords('edges') ?? [];
  const listed = edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
  if (change === 'ADDED' && !listed) {
    const edge = ConnectionHandler.createEdge(store, connection, comment, 'CommentEdge');
    ConnectionHandler.insertEdgeAfter(connection, edge);
  }
  const replies = comment.getLinkedRecords('replies') ?? [];
  if (change === 'REMOVED' && listed && replies.length === 0) {
    ConnectionHandler.deleteNode(connection, id);
  }
}

/** Live comments of an asset: what others post, edit and delete appears without a reload. */
export function useCommentChangedSubscription(assetId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<CommentChanged>>(
    () => ({
      subscription: graphql`
        subscription useCommentChangedSubscription($assetId: ID!) {
          commentChanged(assetId: $assetId) {
            change
            comment {
              id
              version {
                id
              }
              replies {
                id
              }
              parent {
                id
                ...CommentThread_comment
              }
              ...CommentList_node
            }
          }
        }
      `,
      variables: { assetId },
      updater: updateList,
    }),
    [assetId],
  );
  useSubscription(config);
}

import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddCommentMutation as AddComment } from '../__generated__/useAddCommentMutation.graphql.ts';
import type { DrawnAnnotation } from '../annotations/drawing-board.ts';
import { commentsConnectionId } from '../relay/connections.ts';
import { useCommentSession } from './comment-session.ts';

export interface NewComment {
  versionId: string;
  text: string;
  /** Frames for video, milliseconds for audio and stills; `end` for a range; null for none. */
  position: { start: number; end: number | null } | null;
  replyTo: string | null;
  /** A drawing on the frame at `position.start`. */
  annotation?: DrawnAnnotation | null;
}

/**
 * addComment. A comment joins its version's list (`@appendEdge`); a reply refreshes its
 * parent's thread instead; in a review session, it is one of the session's notes. Resolves with
 * the new comment's id, or null when it failed.
 */
export function useAddCommentMutation() {
  const [commit, inFlight] = useMutation<AddComment>(graphql`
    mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!) {
      addComment(input: $input) {
        commentEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...CommentList_node
          }
        }
        comment {
          id
          parent {
            id
            ...CommentThread_comment
          }
        }
      }
    }
  `);
  const reviewSessionId = useCommentSession();
  const add = useCallback(
    ({
      versionId,
      text,
      position,
      replyTo,
      annotation = null,
    }: NewComment): Promise<string | null> =>
      new Promise((resolve) => {
        commit({
          variables: {
            input: { versionId, text, replyTo, position, annotation, reviewSessionId },
            connections: replyTo ? [] : [commentsConnectionId(versionId)],
          },
          onCompleted: (response, errors) =>
            resolve(errors?.length ? null : response.addComment.comment.id),
          onError: () => resolve(null),
        });
      }),
    [commit, reviewSessionId],
  );
  return [add, inFlight] as const;
}

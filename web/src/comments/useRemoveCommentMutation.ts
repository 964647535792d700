import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveCommentMutation as RemoveComment } from '../__generated__/useRemoveCommentMutation.graphql.ts';

/**
 * removeComment (media-handling section 4): the comment refreshes (it then reads 'Comment was
 * deleted'), its parent's thread too; a thread the server finds without replies leaves the list
 * (`deletedId`, `@deleteEdge` on the connections given). Resolves false when it failed.
 */
export function useRemoveCommentMutation() {
  const [commit] = useMutation<RemoveComment>(graphql`
    mutation useRemoveCommentMutation($input: RemoveCommentInput!, $connections: [ID!]!) {
      removeComment(input: $input) {
        deletedId @deleteEdge(connections: $connections)
        comment {
          id
          ...CommentItem_comment
          parent {
            id
            ...CommentThread_comment
          }
        }
      }
    }
  `);
  return useCallback(
    (id: string, connections: string[]): Promise<boolean> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { id }, connections },
          onCompleted: (_response, errors) => resolve(!errors?.length),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
}

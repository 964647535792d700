import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateCommentMutation as UpdateComment } from '../__generated__/useUpdateCommentMutation.graphql.ts';

/** updateComment; the comment's record updates itself. Resolves false when it failed. */
export function useUpdateCommentMutation() {
  const [commit] = useMutation<UpdateComment>(graphql`
    mutation useUpdateCommentMutation($input: UpdateCommentInput!) {
      updateComment(input: $input) {
        comment {
          id
          ...CommentItem_comment
        }
      }
    }
  `);
  return useCallback(
    (id: string, text: string): Promise<boolean> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { id, text } },
          onCompleted: (_response, errors) => resolve(!errors?.length),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
}

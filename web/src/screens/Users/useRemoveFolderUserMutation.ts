import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveFolderUserMutation as RemoveFolderUser } from '../../__generated__/useRemoveFolderUserMutation.graphql.ts';
import { commitOutcome, updateUserList } from './commit-outcome.ts';

/** removeFolderUser: the user's own entry on the folder goes, and the row with it. */
export function useRemoveFolderUserMutation() {
  const [commit, inFlight] = useMutation<RemoveFolderUser>(graphql`
    mutation useRemoveFolderUserMutation($input: RemoveFolderUserInput!) {
      removeFolderUser(input: $input) {
        removedUserId
      }
    }
  `);
  const remove = useCallback(
    (folderId: string, userId: string) =>
      commitOutcome(commit, {
        variables: { input: { folderId, userId } },
        updater: (store) =>
          updateUserList(store, { field: 'folderUsers', args: { folderId } }, userId, null),
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}

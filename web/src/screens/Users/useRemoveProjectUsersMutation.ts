import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveProjectUsersMutation as RemoveProjectUsers } from '../../__generated__/useRemoveProjectUsersMutation.graphql.ts';
import { commitOutcome, updateUserList } from './commit-outcome.ts';

/** removeProjectUsers: the selected members leave the project's list together, or none does. */
export function useRemoveProjectUsersMutation() {
  const [commit, inFlight] = useMutation<RemoveProjectUsers>(graphql`
    mutation useRemoveProjectUsersMutation($input: RemoveProjectUsersInput!) {
      removeProjectUsers(input: $input) {
        removedUserIds
      }
    }
  `);
  const remove = useCallback(
    (projectId: string, userIds: readonly string[]) =>
      commitOutcome(commit, {
        variables: { input: { projectId, userIds } },
        updater: (store) => {
          const list = { field: 'projectUsers', args: { projectId } };
          for (const userId of userIds) updateUserList(store, list, userId, null);
        },
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}

import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveProjectUserMutation as RemoveProjectUser } from '../../__generated__/useRemoveProjectUserMutation.graphql.ts';
import { commitOutcome, updateUserList } from './commit-outcome.ts';

/** removeProjectUser: the member leaves the project's list. */
export function useRemoveProjectUserMutation() {
  const [commit, inFlight] = useMutation<RemoveProjectUser>(graphql`
    mutation useRemoveProjectUserMutation($input: RemoveProjectUserInput!) {
      removeProjectUser(input: $input) {
        removedUserId
      }
    }
  `);
  const remove = useCallback(
    (projectId: string, userId: string) =>
      commitOutcome(commit, {
        variables: { input: { projectId, userId } },
        updater: (store) =>
          updateUserList(store, { field: 'projectUsers', args: { projectId } }, userId, null),
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}

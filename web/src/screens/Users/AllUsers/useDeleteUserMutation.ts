import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteUserMutation as DeleteUser } from '../../../__generated__/useDeleteUserMutation.graphql.ts';
import { commitOutcome } from '../commit-outcome.ts';

/** deleteUser: the user leaves the list (`connection`) once the server has deleted them. */
export function useDeleteUserMutation() {
  const [commit] = useMutation<DeleteUser>(graphql`
    mutation useDeleteUserMutation($input: DeleteUserInput!, $connections: [ID!]!) {
      deleteUser(input: $input) {
        deletedUserId @deleteEdge(connections: $connections)
      }
    }
  `);
  return useCallback(
    (userId: string, connection: string) =>
      commitOutcome(commit, { variables: { input: { userId }, connections: [connection] } }),
    [commit],
  );
}

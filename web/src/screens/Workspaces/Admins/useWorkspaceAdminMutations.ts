import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useWorkspaceAdminMutationsRemoveMutation as Remove } from '../../../__generated__/useWorkspaceAdminMutationsRemoveMutation.graphql.ts';
import type { useWorkspaceAdminMutationsSaveMutation as Save } from '../../../__generated__/useWorkspaceAdminMutationsSaveMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/**
 * saveWorkspaceUser (as Admin) and removeWorkspaceUser, one person at a time; a removed admin
 * keeps their memberships of the workspace's projects or leaves them too.
 */
export function useWorkspaceAdminMutations() {
  const [save] = useMutation<Save>(graphql`
    mutation useWorkspaceAdminMutationsSaveMutation($input: SaveWorkspaceUserInput!) {
      saveWorkspaceUser(input: $input) {
        clientMutationId
      }
    }
  `);
  const [remove] = useMutation<Remove>(graphql`
    mutation useWorkspaceAdminMutationsRemoveMutation($input: RemoveWorkspaceUserInput!) {
      removeWorkspaceUser(input: $input) {
        removedUserId
      }
    }
  `);
  const add = useCallback(
    (workspaceId: string, userId: string) =>
      commitResult(save, { variables: { input: { workspaceId, userId, isAdmin: true } } }),
    [save],
  );
  const removeOne = useCallback(
    (workspaceId: string, userId: string, keepInProjects: boolean) =>
      commitResult(remove, { variables: { input: { workspaceId, userId, keepInProjects } } }),
    [remove],
  );
  return { add, remove: removeOne };
}

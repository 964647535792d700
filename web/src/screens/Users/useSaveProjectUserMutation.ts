import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  PermissionsInput,
  useSaveProjectUserMutation as SaveProjectUser,
} from '../../__generated__/useSaveProjectUserMutation.graphql.ts';
import { commitOutcome, updateUserList } from './commit-outcome.ts';

/** saveProjectUser: a member's role and whole-project permissions, replaced in the list. */
export function useSaveProjectUserMutation() {
  const [commit, inFlight] = useMutation<SaveProjectUser>(graphql`
    mutation useSaveProjectUserMutation($input: SaveProjectUserInput!) {
      saveProjectUser(input: $input) {
        projectUser {
          ...ProjectUserRow_projectUser
        }
      }
    }
  `);
  const save = useCallback(
    (projectId: string, userId: string, roleId: string, permissions?: PermissionsInput) =>
      commitOutcome(commit, {
        variables: { input: { projectId, userId, roleId, permissions } },
        updater: (store) =>
          updateUserList(store, { field: 'projectUsers', args: { projectId } }, userId, {
            root: 'saveProjectUser',
            field: 'projectUser',
          }),
      }),
    [commit],
  );
  return [save, inFlight] as const;
}

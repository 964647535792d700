import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  PermissionsInput,
  useSaveFolderUserMutation as SaveFolderUser,
} from '../../__generated__/useSaveFolderUserMutation.graphql.ts';
import { commitOutcome, updateUserList } from './commit-outcome.ts';

/**
 * saveFolderUser: a user's own entry on the folder, replaced in the folder's list with all the list
 * reads of it (its role too); with a role, the role they are assigned with.
 */
export function useSaveFolderUserMutation() {
  const [commit, inFlight] = useMutation<SaveFolderUser>(graphql`
    mutation useSaveFolderUserMutation($input: SaveFolderUserInput!) {
      saveFolderUser(input: $input) {
        folderUser {
          role {
            name
          }
          ...FolderUserRow_folderUser
        }
      }
    }
  `);
  const save = useCallback(
    (folderId: string, userId: string, allowedTo: PermissionsInput, roleId?: string) =>
      commitOutcome(commit, {
        variables: { input: { folderId, userId, allowedTo, roleId } },
        updater: (store) =>
          updateUserList(store, { field: 'folderUsers', args: { folderId } }, userId, {
            root: 'saveFolderUser',
            field: 'folderUser',
          }),
      }),
    [commit],
  );
  return [save, inFlight] as const;
}

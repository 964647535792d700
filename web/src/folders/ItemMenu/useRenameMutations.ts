import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRenameMutationsAssetMutation as RenameAsset } from '../../__generated__/useRenameMutationsAssetMutation.graphql.ts';
import type { useRenameMutationsFolderMutation as RenameFolder } from '../../__generated__/useRenameMutationsFolderMutation.graphql.ts';
import { type CreateOutcome, commitCreate } from '../../relay/commit-create.ts';

/** renameFolder and renameAsset; the renamed item's name lands in the store, wherever it shows. */
export function useRenameMutations() {
  const [folder] = useMutation<RenameFolder>(graphql`
    mutation useRenameMutationsFolderMutation($input: RenameFolderInput!) {
      renameFolder(input: $input) {
        folder {
          id
          name
        }
      }
    }
  `);
  const [asset] = useMutation<RenameAsset>(graphql`
    mutation useRenameMutationsAssetMutation($input: RenameAssetInput!) {
      renameAsset(input: $input) {
        asset {
          id
          name
        }
      }
    }
  `);
  // 'created' is the rename done: the outcome of any mutation that names something.
  const renameFolder = useCallback(
    (id: string, name: string): Promise<CreateOutcome> =>
      commitCreate(folder, { variables: { input: { id, name } } }),
    [folder],
  );
  const renameAsset = useCallback(
    (id: string, name: string): Promise<CreateOutcome> =>
      commitCreate(asset, { variables: { input: { id, name } } }),
    [asset],
  );
  return { renameFolder, renameAsset };
}

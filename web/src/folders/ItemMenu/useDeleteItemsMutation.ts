import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteItemsMutation as DeleteItems } from '../../__generated__/useDeleteItemsMutation.graphql.ts';
import { commitResult } from '../../relay/commit-result.ts';
import { folderAssetsConnectionId, folderChildrenConnectionId } from '../../relay/connections.ts';

/** deleteItems: the deleted folders and assets leave the list of the folder they were in. */
export function useDeleteItemsMutation() {
  const [commit] = useMutation<DeleteItems>(graphql`
    mutation useDeleteItemsMutation(
      $input: DeleteItemsInput!
      $folderConnections: [ID!]!
      $assetConnections: [ID!]!
    ) {
      deleteItems(input: $input) {
        deletedFolderIds @deleteEdge(connections: $folderConnections)
        deletedAssetIds @deleteEdge(connections: $assetConnections)
      }
    }
  `);
  return useCallback(
    async (items: { folderIds?: string[]; assetIds?: string[] }, parentId: string | undefined) => {
      const variables = {
        input: items,
        folderConnections: parentId ? [folderChildrenConnectionId(parentId)] : [],
        assetConnections: parentId ? [folderAssetsConnectionId(parentId)] : [],
      };
      return (await commitResult(commit, { variables })).ok;
    },
    [commit],
  );
}

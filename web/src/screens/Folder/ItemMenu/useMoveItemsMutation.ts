import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useMoveItemsMutation as MoveItems } from '../../../__generated__/useMoveItemsMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import {
  folderAssetsConnectionId,
  folderChildrenConnectionId,
} from '../../../relay/connections.ts';

export interface MovedItems {
  folderIds?: string[];
  assetIds?: string[];
}

/** moveItems: what moved leaves the list of the folder it was in (`from`) at once. */
export function useMoveItemsMutation() {
  const [commit] = useMutation<MoveItems>(graphql`
    mutation useMoveItemsMutation($input: MoveItemsInput!) {
      moveItems(input: $input) {
        target {
          id
          folderCount
        }
      }
    }
  `);
  return useCallback(
    async (items: MovedItems, targetId: string, from: string | undefined) => {
      const result = await commitResult(commit, {
        variables: { input: { targetId, ...items } },
        updater: (store) => {
          if (!from || !store.getRootField('moveItems')) return;
          const lists = [
            [folderChildrenConnectionId(from), items.folderIds ?? []],
            [folderAssetsConnectionId(from), items.assetIds ?? []],
          ] as const;
          for (const [connectionId, ids] of lists) {
            const connection = store.get(connectionId);
            if (!connection) continue;
            for (const id of ids) ConnectionHandler.deleteNode(connection, id);
          }
        },
      });
      return result;
    },
    [commit],
  );
}

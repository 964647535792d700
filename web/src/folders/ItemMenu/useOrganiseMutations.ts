import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useOrganiseMutationsCopyMutation as CopyItems } from '../../__generated__/useOrganiseMutationsCopyMutation.graphql.ts';
import type { useOrganiseMutationsMoveMutation as MoveItems } from '../../__generated__/useOrganiseMutationsMoveMutation.graphql.ts';
import { commitResult } from '../../relay/commit-result.ts';
import { folderAssetsConnectionId, folderChildrenConnectionId } from '../../relay/connections.ts';

export interface MovedItems {
  folderIds?: string[];
  assetIds?: string[];
}

/** copyItems: the copies show where they went when that folder is read again (it hears it live). */
export function useCopyItemsMutation() {
  const [commit] = useMutation<CopyItems>(graphql`
    mutation useOrganiseMutationsCopyMutation($input: CopyItemsInput!) {
      copyItems(input: $input) {
        target {
          id
          folderCount
        }
      }
    }
  `);
  return useCallback(
    (items: MovedItems, targetId: string) =>
      commitResult(commit, { variables: { input: { targetId, ...items } } }),
    [commit],
  );
}

/** moveItems: what moved leaves the list of the folder it was in (`from`) at once. */
export function useMoveItemsMutation() {
  const [commit] = useMutation<MoveItems>(graphql`
    mutation useOrganiseMutationsMoveMutation($input: MoveItemsInput!) {
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

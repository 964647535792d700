import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useDeleteWorkspaceMutation as DeleteWorkspace } from '../../__generated__/useDeleteWorkspaceMutation.graphql.ts';
import { commitResult } from '../../relay/commit-result.ts';

/** `workspaces` is a plain list, not a connection: the deleted workspace is taken out by hand. */
function removeWorkspace(store: RecordSourceSelectorProxy) {
  const deletedId = store.getRootField('deleteWorkspace')?.getValue('deletedWorkspaceId');
  if (typeof deletedId !== 'string') return;
  const root = store.getRoot();
  const list = root.getLinkedRecords('workspaces');
  if (list) {
    root.setLinkedRecords(
      list.filter((record) => record?.getDataID() !== deletedId),
      'workspaces',
    );
  }
  store.delete(deletedId);
}

/** deleteWorkspace; its projects come back in the default workspace's list. */
export function useDeleteWorkspaceMutation() {
  const [commit, inFlight] = useMutation<DeleteWorkspace>(graphql`
    mutation useDeleteWorkspaceMutation($input: DeleteWorkspaceInput!) {
      deleteWorkspace(input: $input) {
        deletedWorkspaceId
        defaultWorkspace {
          id
          size
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string) =>
      commitResult(commit, { variables: { input: { id } }, updater: removeWorkspace }),
    [commit],
  );
  return [remove, inFlight] as const;
}

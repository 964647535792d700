import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreateWorkspaceMutation as CreateWorkspace } from '../../__generated__/useCreateWorkspaceMutation.graphql.ts';
import { type CreateOutcome, commitCreate } from '../../relay/commit-create.ts';

/** `workspaces` is a plain list, not a connection: the new workspace is appended by hand. */
function appendWorkspace(store: RecordSourceSelectorProxy) {
  const created = store.getRootField('createWorkspace')?.getLinkedRecord('workspace');
  const root = store.getRoot();
  const list = root.getLinkedRecords('workspaces');
  if (!created || !list) return;
  if (list.some((record) => record?.getDataID() === created.getDataID())) return;
  root.setLinkedRecords([...list, created], 'workspaces');
}

/** createWorkspace, adding the workspace to every list of workspaces in the store. */
export function useCreateWorkspaceMutation() {
  const [commit, inFlight] = useMutation<CreateWorkspace>(graphql`
    mutation useCreateWorkspaceMutation($input: CreateWorkspaceInput!) {
      createWorkspace(input: $input) {
        workspace {
          id
          name
          createdAt
          isDefault
          canEdit
          size
          allowedTo {
            delete
          }
        }
      }
    }
  `);
  const create = useCallback(
    (name: string): Promise<CreateOutcome> =>
      commitCreate(commit, { variables: { input: { name } }, updater: appendWorkspace }),
    [commit],
  );
  return [create, inFlight] as const;
}

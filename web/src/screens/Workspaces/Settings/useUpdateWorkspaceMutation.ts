import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateWorkspaceMutation as UpdateWorkspace } from '../../../__generated__/useUpdateWorkspaceMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/** updateWorkspace (its name); the store's workspace takes the saved name. */
export function useUpdateWorkspaceMutation() {
  const [commit, inFlight] = useMutation<UpdateWorkspace>(graphql`
    mutation useUpdateWorkspaceMutation($input: UpdateWorkspaceInput!) {
      updateWorkspace(input: $input) {
        workspace {
          id
          name
        }
      }
    }
  `);
  const update = useCallback(
    (id: string, name: string) => commitResult(commit, { variables: { input: { id, name } } }),
    [commit],
  );
  return [update, inFlight] as const;
}

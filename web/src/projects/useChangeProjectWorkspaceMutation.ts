import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChangeProjectWorkspaceMutation as ChangeWorkspace } from '../__generated__/useChangeProjectWorkspaceMutation.graphql.ts';
import { commitResult } from '../relay/commit-result.ts';

/**
 * changeProjectWorkspace; the project's workspace is read back into the store, with its poster
 * (the new workspace's default where it has none of its own).
 */
export function useChangeProjectWorkspaceMutation() {
  const [commit, inFlight] = useMutation<ChangeWorkspace>(graphql`
    mutation useChangeProjectWorkspaceMutation($input: ChangeProjectWorkspaceInput!) {
      changeProjectWorkspace(input: $input) {
        project {
          id
          workspace {
            id
            name
          }
          poster {
            url
          }
        }
      }
    }
  `);
  const move = useCallback(
    (id: string, workspaceId: string) =>
      commitResult(commit, { variables: { input: { id, workspaceId } } }),
    [commit],
  );
  return [move, inFlight] as const;
}

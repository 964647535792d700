import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetWorkspaceAnnotationsMutation as SetWorkspaceAnnotations } from '../../../__generated__/useSetWorkspaceAnnotationsMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/** setWorkspaceAnnotations: whether the workspace's members may draw annotations. */
export function useSetWorkspaceAnnotationsMutation() {
  const [commit, inFlight] = useMutation<SetWorkspaceAnnotations>(graphql`
    mutation useSetWorkspaceAnnotationsMutation($input: SetWorkspaceAnnotationsInput!) {
      setWorkspaceAnnotations(input: $input) {
        workspace {
          id
          annotations
        }
      }
    }
  `);
  const set = useCallback(
    (id: string, enabled: boolean) =>
      commitResult(commit, { variables: { input: { id, enabled } } }),
    [commit],
  );
  return [set, inFlight] as const;
}

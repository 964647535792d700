import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveWorkspaceImagesMutation as RemoveImages } from '../../../__generated__/useRemoveWorkspaceImagesMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import type { WorkspaceImageKind } from './useWorkspaceImageUpload.ts';

/** removeWorkspaceImages for one image; the default shows again. */
export function useRemoveWorkspaceImagesMutation() {
  const [commit, inFlight] = useMutation<RemoveImages>(graphql`
    mutation useRemoveWorkspaceImagesMutation($input: RemoveWorkspaceImagesInput!) {
      removeWorkspaceImages(input: $input) {
        workspace {
          id
          logo {
            url
          }
          projectPoster {
            url
          }
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string, kind: WorkspaceImageKind) =>
      commitResult(commit, { variables: { input: { id, [kind]: true } } }),
    [commit],
  );
  return [remove, inFlight] as const;
}

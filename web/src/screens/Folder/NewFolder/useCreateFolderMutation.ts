import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateFolderMutation as CreateFolder } from '../../../__generated__/useCreateFolderMutation.graphql.ts';
import { type CreateOutcome, commitCreate } from '../../../relay/commit-create.ts';
import { folderChildrenConnectionId } from '../../../relay/connections.ts';

/** createFolder, appending the new folder's edge to its parent's list. */
export function useCreateFolderMutation() {
  const [commit, inFlight] = useMutation<CreateFolder>(graphql`
    mutation useCreateFolderMutation($input: CreateFolderInput!, $connections: [ID!]!) {
      createFolder(input: $input) {
        folderEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...FolderRow_folder
          }
        }
      }
    }
  `);
  const create = useCallback(
    (parentId: string, name: string): Promise<CreateOutcome> =>
      commitCreate(commit, {
        variables: {
          input: { parentId, name },
          connections: [folderChildrenConnectionId(parentId)],
        },
      }),
    [commit],
  );
  return [create, inFlight] as const;
}

import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteProjectMutation as DeleteProject } from '../__generated__/useDeleteProjectMutation.graphql.ts';
import { commitResult } from '../relay/commit-result.ts';
import { projectsConnectionIds } from '../relay/connections.ts';

/** deleteProject, taking the project out of every project list the store holds. */
export function useDeleteProjectMutation() {
  const [commit, inFlight] = useMutation<DeleteProject>(graphql`
    mutation useDeleteProjectMutation($input: DeleteProjectInput!, $connections: [ID!]!) {
      deleteProject(input: $input) {
        deletedProjectId @deleteEdge(connections: $connections)
      }
    }
  `);
  const remove = useCallback(
    (id: string) =>
      commitResult(commit, {
        variables: { input: { id }, connections: projectsConnectionIds() },
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}

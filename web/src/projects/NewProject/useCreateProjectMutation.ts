import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateProjectMutation as CreateProject } from '../../__generated__/useCreateProjectMutation.graphql.ts';
import { type CreateOutcome, commitCreate } from '../../relay/commit-create.ts';
import { projectsConnectionIds } from '../../relay/connections.ts';

export interface CreateProjectInput {
  workspaceId: string;
  name: string;
  managerId: string;
  /** A superuser's choice of storage; left out, the default storage. */
  storagePrefix?: string;
}

/** createProject, appending the new project's edge to the project list. */
export function useCreateProjectMutation() {
  const [commit, inFlight] = useMutation<CreateProject>(graphql`
    mutation useCreateProjectMutation($input: CreateProjectInput!, $connections: [ID!]!) {
      createProject(input: $input) {
        projectEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            name
            workspace {
              id
            }
            allowedTo {
              edit
              delete
            }
            ...ProjectRow_project
            ...ProjectSidebarLink_project
            ...ProjectInspector_project
          }
        }
      }
    }
  `);
  const create = useCallback(
    (input: CreateProjectInput): Promise<CreateOutcome> =>
      commitCreate(commit, {
        variables: {
          input,
          connections: projectsConnectionIds(),
        },
      }),
    [commit],
  );
  return [create, inFlight] as const;
}

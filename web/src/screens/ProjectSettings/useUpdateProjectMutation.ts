import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useUpdateProjectMutation as UpdateProject,
  UpdateProjectInput,
} from '../../__generated__/useUpdateProjectMutation.graphql.ts';
import { commitResult } from '../../relay/commit-result.ts';

/** updateProject with only the changed fields; the answer refreshes the form and inspector. */
export function useUpdateProjectMutation() {
  const [commit] = useMutation<UpdateProject>(graphql`
    mutation useUpdateProjectMutation($input: UpdateProjectInput!) {
      updateProject(input: $input) {
        project {
          id
          name
          ...ProjectDetailsForm_project
          ...ProjectInspector_project
        }
      }
    }
  `);
  return useCallback(
    (input: UpdateProjectInput) => commitResult(commit, { variables: { input } }),
    [commit],
  );
}

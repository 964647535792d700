import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useTemplateMutationsRemoveMutation as Remove,
  TemplateType,
} from '../../../__generated__/useTemplateMutationsRemoveMutation.graphql.ts';
import type { useTemplateMutationsSaveMutation as Save } from '../../../__generated__/useTemplateMutationsSaveMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/** saveProjectTemplate and removeProjectTemplate (reset), each answering the project's templates. */
export function useTemplateMutations(projectId: string) {
  const [commitSave, saving] = useMutation<Save>(graphql`
    mutation useTemplateMutationsSaveMutation($input: SaveProjectTemplateInput!) {
      saveProjectTemplate(input: $input) {
        project {
          id
          ...ProjectNotificationsScreen_templates
        }
      }
    }
  `);
  const [commitRemove, removing] = useMutation<Remove>(graphql`
    mutation useTemplateMutationsRemoveMutation($input: RemoveProjectTemplateInput!) {
      removeProjectTemplate(input: $input) {
        project {
          id
          ...ProjectNotificationsScreen_templates
        }
      }
    }
  `);
  const save = useCallback(
    async (type: TemplateType, contents: string) =>
      (await commitResult(commitSave, { variables: { input: { projectId, type, contents } } })).ok,
    [commitSave, projectId],
  );
  const reset = useCallback(
    async (type: TemplateType) =>
      (await commitResult(commitRemove, { variables: { input: { projectId, type } } })).ok,
    [commitRemove, projectId],
  );
  return { save, reset, busy: saving || removing };
}

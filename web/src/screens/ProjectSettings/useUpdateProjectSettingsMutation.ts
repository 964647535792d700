import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateProjectSettingsMutation as UpdateSettings } from '../../__generated__/useUpdateProjectSettingsMutation.graphql.ts';
import { commitResult } from '../../relay/commit-result.ts';

/** updateProjectSettings: the slate format, sent apart from the details (spec §4). */
export function useUpdateProjectSettingsMutation() {
  const [commit] = useMutation<UpdateSettings>(graphql`
    mutation useUpdateProjectSettingsMutation($input: UpdateProjectSettingsInput!) {
      updateProjectSettings(input: $input) {
        project {
          id
          settings {
            slateFormat
          }
        }
      }
    }
  `);
  return useCallback(
    (id: string, slateFormat: string) =>
      commitResult(commit, { variables: { input: { id, slateFormat } } }),
    [commit],
  );
}

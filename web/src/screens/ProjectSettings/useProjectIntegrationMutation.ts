import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useProjectIntegrationMutationDisableMutation as Disable } from '../../__generated__/useProjectIntegrationMutationDisableMutation.graphql.ts';
import type { useProjectIntegrationMutationEnableMutation as Enable } from '../../__generated__/useProjectIntegrationMutationEnableMutation.graphql.ts';
import { commitResult } from '../../relay/commit-result.ts';

/** enableProjectIntegration and disableProjectIntegration: Media Composer on or off. */
export function useProjectIntegrationMutation() {
  const [enable, enabling] = useMutation<Enable>(graphql`
    mutation useProjectIntegrationMutationEnableMutation($input: EnableProjectIntegrationInput!) {
      enableProjectIntegration(input: $input) {
        project {
          ...MediaComposerSection_project
        }
      }
    }
  `);
  const [disable, disabling] = useMutation<Disable>(graphql`
    mutation useProjectIntegrationMutationDisableMutation($input: DisableProjectIntegrationInput!) {
      disableProjectIntegration(input: $input) {
        project {
          ...MediaComposerSection_project
        }
      }
    }
  `);
  const set = useCallback(
    (projectId: string, on: boolean) => {
      const variables = { input: { projectId, type: 'MEDIACOMPOSER' as const } };
      return on ? commitResult(enable, { variables }) : commitResult(disable, { variables });
    },
    [enable, disable],
  );
  return [set, enabling || disabling] as const;
}

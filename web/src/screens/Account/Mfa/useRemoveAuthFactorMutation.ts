import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveAuthFactorMutation as RemoveFactor } from '../../../__generated__/useRemoveAuthFactorMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import type { MfaActions } from './mfa-actions.ts';

/** removeAuthFactor: the factor leaves the user's list; hasActiveFactors may turn false. */
export function useRemoveAuthFactorMutation(): MfaActions['remove'] {
  const [commit] = useMutation<RemoveFactor>(graphql`
    mutation useRemoveAuthFactorMutation($input: RemoveAuthFactorInput!) {
      removeAuthFactor(input: $input) {
        removedId @deleteRecord
        user {
          id
          hasActiveFactors
          needsMfa
        }
      }
    }
  `);
  return useCallback(
    (id) =>
      commitResult(commit, {
        variables: { input: { id } },
        updater: (store) => {
          const root = store.getRoot();
          const list = root.getLinkedRecords('authFactors');
          const left = list?.filter((factor) => factor && factor.getDataID() !== id);
          if (left) root.setLinkedRecords(left, 'authFactors');
        },
      }),
    [commit],
  );
}

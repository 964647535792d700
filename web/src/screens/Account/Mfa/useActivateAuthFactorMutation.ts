import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useActivateAuthFactorMutation as ActivateFactor } from '../../../__generated__/useActivateAuthFactorMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import type { MfaActions } from './mfa-actions.ts';

/** activateAuthFactor: the factor and the user's hasActiveFactors change in the store. */
export function useActivateAuthFactorMutation(): MfaActions['activate'] {
  const [commit] = useMutation<ActivateFactor>(graphql`
    mutation useActivateAuthFactorMutation($input: ActivateAuthFactorInput!) {
      activateAuthFactor(input: $input) {
        factor {
          id
          isActive
        }
        user {
          id
          hasActiveFactors
          needsMfa
        }
        recoveryCodes {
          code
          used
        }
      }
    }
  `);
  return useCallback(
    async (id, code) => {
      const result = await commitResult(commit, { variables: { input: { id, code } } });
      return result.ok
        ? { ok: true, value: result.value.activateAuthFactor.recoveryCodes ?? null }
        : result;
    },
    [commit],
  );
}

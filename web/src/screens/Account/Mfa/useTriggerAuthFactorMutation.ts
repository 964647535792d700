import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useTriggerAuthFactorMutation as TriggerFactor } from '../../../__generated__/useTriggerAuthFactorMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import type { MfaActions } from './mfa-actions.ts';

/** triggerAuthFactor: a code goes to the SMS factor's phone. */
export function useTriggerAuthFactorMutation(): MfaActions['trigger'] {
  const [commit] = useMutation<TriggerFactor>(graphql`
    mutation useTriggerAuthFactorMutation($input: TriggerAuthFactorInput!) {
      triggerAuthFactor(input: $input) {
        factor {
          id
          triggeredAt
        }
      }
    }
  `);
  return useCallback((id) => commitResult(commit, { variables: { input: { id } } }), [commit]);
}

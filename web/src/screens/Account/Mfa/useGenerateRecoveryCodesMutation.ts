import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useGenerateRecoveryCodesMutation as GenerateCodes } from '../../../__generated__/useGenerateRecoveryCodesMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import type { MfaActions } from './mfa-actions.ts';

/** generateRecoveryCodes: ten new codes in place of the old ones. */
export function useGenerateRecoveryCodesMutation(): MfaActions['generateRecoveryCodes'] {
  const [commit] = useMutation<GenerateCodes>(graphql`
    mutation useGenerateRecoveryCodesMutation($input: GenerateRecoveryCodesInput!) {
      generateRecoveryCodes(input: $input) {
        recoveryCodes {
          code
          used
        }
      }
    }
  `);
  return useCallback(async () => {
    const result = await commitResult(commit, { variables: { input: {} } });
    return result.ok
      ? { ok: true, value: result.value.generateRecoveryCodes.recoveryCodes }
      : result;
  }, [commit]);
}

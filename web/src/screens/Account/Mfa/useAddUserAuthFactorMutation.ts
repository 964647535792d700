import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddUserAuthFactorMutation as AddFactor } from '../../../__generated__/useAddUserAuthFactorMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import type { MfaActions } from './mfa-actions.ts';

/** addUserAuthFactor: the new factor joins the user's list, inactive until activated. */
export function useAddUserAuthFactorMutation(userId: string): MfaActions['add'] {
  const [commit] = useMutation<AddFactor>(graphql`
    mutation useAddUserAuthFactorMutation($input: AddUserAuthFactorInput!) {
      addUserAuthFactor(input: $input) {
        factor {
          id
          type
          recipient
          isActive
        }
        secret
        qr
      }
    }
  `);
  return useCallback(
    async (type, phone) => {
      const result = await commitResult(commit, {
        variables: { input: { id: userId, type, phone } },
        updater: (store) => {
          const factor = store.getRootField('addUserAuthFactor')?.getLinkedRecord('factor');
          const root = store.getRoot();
          const list = root.getLinkedRecords('authFactors');
          if (factor && list) root.setLinkedRecords([...list, factor], 'authFactors');
        },
      });
      if (!result.ok) return result;
      const { factor, secret, qr } = result.value.addUserAuthFactor;
      const value = {
        id: factor.id,
        secret: secret ?? null,
        qr: qr ?? null,
        recipient: factor.recipient ?? null,
      };
      return { ok: true, value };
    },
    [commit, userId],
  );
}

import { useMemo } from 'react';
import type { MfaActions } from './mfa-actions.ts';
import { useActivateAuthFactorMutation } from './useActivateAuthFactorMutation.ts';
import { useAddUserAuthFactorMutation } from './useAddUserAuthFactorMutation.ts';
import { useGenerateRecoveryCodesMutation } from './useGenerateRecoveryCodesMutation.ts';
import { useRecoveryCodesQuery } from './useRecoveryCodesQuery.ts';
import { useRemoveAuthFactorMutation } from './useRemoveAuthFactorMutation.ts';
import { useTriggerAuthFactorMutation } from './useTriggerAuthFactorMutation.ts';

/** The MFA dialogs' calls, as the signed-in user's Relay mutations and queries. */
export function useMfaActions(userId: string): MfaActions {
  const add = useAddUserAuthFactorMutation(userId);
  const trigger = useTriggerAuthFactorMutation();
  const activate = useActivateAuthFactorMutation();
  const remove = useRemoveAuthFactorMutation();
  const recoveryCodes = useRecoveryCodesQuery();
  const generateRecoveryCodes = useGenerateRecoveryCodesMutation();
  return useMemo(
    () => ({ add, trigger, activate, remove, recoveryCodes, generateRecoveryCodes }),
    [add, trigger, activate, remove, recoveryCodes, generateRecoveryCodes],
  );
}

import { messages } from '../../messages/messages.ts';
import {
  RECOVERY_FACTOR,
  type VerificationFactor,
  type VerificationFactors,
} from '../../session/session-api.ts';

/** A way to prove the sign-in: one of the user's factors, or a recovery code. */
export interface VerifyMethod {
  /** The id `verify/{id}` takes. */
  id: string;
  label: string;
  /** The SMS factor to send a code to first; null for an app or a recovery code. */
  sms: VerificationFactor | null;
  recovery: boolean;
}

/**
 * The factors, then the recovery codes when some are left (or the factors could not be loaded:
 * a recovery code still works).
 */
export function verifyMethods(data: VerificationFactors | null): VerifyMethod[] {
  const t = messages.verify;
  const factors = (data?.factors ?? []).map((factor) => ({
    id: factor.id,
    label: factor.type === 'App' ? t.app : t.sms(factor.recipient ?? ''),
    sms: factor.type === 'SMS' && factor.mustTrigger ? factor : null,
    recovery: false,
  }));
  const recovery = { id: RECOVERY_FACTOR, label: t.recovery, sms: null, recovery: true };
  return !data || data.recoveryCodesLeft > 0 ? [...factors, recovery] : factors;
}

/** A single SMS factor, and nothing else to use: its code is sent on opening (section 4). */
export function autoTriggered(data: VerificationFactors | null): VerificationFactor | null {
  const only = data?.factors.length === 1 ? data.factors[0] : undefined;
  return only?.type === 'SMS' && only.mustTrigger ? only : null;
}

import type { CommandOrigin } from '@rushes/events';

/** An active factor as the verify screen lists it (`GET factors`). */
export interface VerificationFactor {
  id: string;
  type: 'App' | 'SMS';
  /** An SMS factor's number, partly hidden; null for an app. */
  recipient: string | null;
  isActive: true;
  /** An SMS factor: a code must be sent before one can be typed. */
  mustTrigger: boolean;
  triggeredAt: string | null;
}

/**
 * Where a code comes from: the request's ids and browser for the records, its address for the
 * limits.
 */
export type CodeOrigin = CommandOrigin & { clientIp: string; userAgent: string | null };

/** The recovery codes' pseudo-factor id in `POST verify/{id}`. */
export const RECOVERY = 'recovery';

/** What signing in needs of the users' second factors (the factors slice keeps them). */
export interface SecondFactors {
  /** Whether a sign-in of the user must be verified: they have an active factor. */
  hasActive(userId: string): Promise<boolean>;
  activeFactors(
    userId: string,
  ): Promise<{ factors: VerificationFactor[]; recoveryCodesLeft: number }>;
  /** Sends a code to one of the user's SMS factors; when it was sent. */
  trigger(userId: string, factorId: string, origin: CodeOrigin): Promise<Date>;
  /**
   * Checks a code of one of the user's active factors, or a recovery code (`RECOVERY`): resolves
   * when it is right (and spends it), throws INVALID_CODE or RATE_LIMITED otherwise.
   */
  verify(userId: string, factorId: string, code: string, origin: CodeOrigin): Promise<void>;
}

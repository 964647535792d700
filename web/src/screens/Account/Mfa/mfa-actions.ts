import type { CommitResult } from '../../../relay/commit-result.ts';

export type FactorType = 'APP' | 'SMS';

/** One of the ten recovery codes; a used one signs in no more. */
export interface RecoveryCode {
  code: string;
  used: boolean;
}

/** A factor just added, inactive: an app's secret and QR code, or an SMS factor's number. */
export interface AddedFactor {
  id: string;
  secret: string | null;
  qr: string | null;
  recipient: string | null;
}

/**
 * What the MFA dialogs ask of the server (access-and-shell section 7): the Relay mutations in
 * the app (`useMfaActions`), plain functions in component tests.
 */
export interface MfaActions {
  add(type: FactorType, phone: string | null): Promise<CommitResult<AddedFactor>>;
  trigger(id: string): Promise<CommitResult<unknown>>;
  /** The first recovery codes when this was the user's first active factor, else null. */
  activate(id: string, code: string): Promise<CommitResult<readonly RecoveryCode[] | null>>;
  remove(id: string): Promise<CommitResult<unknown>>;
  recoveryCodes(): Promise<CommitResult<readonly RecoveryCode[]>>;
  generateRecoveryCodes(): Promise<CommitResult<readonly RecoveryCode[]>>;
}

import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Mark = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** `auth_factor` (the second factors' projection): a user's factor, without its secret. */
export interface AuthFactorTable {
  id: string;
  userId: string;
  /** app or sms */
  type: string;
  /** An SMS factor's number in E.164; null for an app. */
  phone: string | null;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Timestamp;
  activatedAt: Mark;
  lastUsedAt: Mark;
}

/**
 * `sms_code` (operational, not a read model): the code last sent to an SMS factor, as its
 * sha256, until it is used or expires; a new one replaces it.
 */
export interface SmsCodeTable {
  factorId: string;
  codeHash: string;
  sentAt: Timestamp;
  expiresAt: Timestamp;
}

export type AuthFactorRow = Selectable<AuthFactorTable>;

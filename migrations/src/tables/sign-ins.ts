import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * `sign_in_record` (the sign-ins projection): a sign-in of a user, or one refused at their
 * address; `outcome` is signed_in, password (a wrong one), limited (they had to wait) or code (a wrong
 * second-factor code).
 */
export interface SignInRecordTable {
  userId: string;
  at: Timestamp;
  outcome: string;
  clientIp: string | null;
  userAgent: string | null;
}

export type SignInRecord = Selectable<SignInRecordTable>;

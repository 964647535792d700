import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted = ColumnType<Date, Date | string | undefined, Date | string>;

/** `visit`: a share-link visitor's session (written by the BFF when they open the link). */
export interface VisitTable {
  id: string;
  linkId: string;
  /** What the visitor said they are, when they said it. */
  email: string | null;
  clientIp: string | null;
  /** The link's password hash the visitor signed in against; null for a link without one. */
  passwordHash: string | null;
  createdAt: Defaulted;
  lastSeenAt: Defaulted;
  expiresAt: Timestamp;
  endedAt: Timestamp | null;
}

/**
 * `failed_attempt`: a wrong guess at what a secret opens — in `scope` (sign-in, link, refresh,
 * invite…), at `subject` (an account's address, a link…), from a client; `inRun` until a right
 * guess at the subject ends its run.
 */
export interface FailedAttemptTable {
  scope: string;
  subject: string;
  clientIp: string;
  at: Defaulted;
  inRun: ColumnType<boolean, boolean | undefined, boolean>;
}

export type Visit = Selectable<VisitTable>;

import type { ColumnType } from 'kysely';

// Operational state of the BFF's sessions, not read models: a projection rebuild never touches
// these tables, and they are not derived from the event log.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Mark = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A sign-in: access tokens name it, its refresh tokens are one family, ending it ends both. */
export interface SessionTable {
  id: string;
  userId: string;
  createdAt: CreatedAt;
  /** When its newest refresh token expires: each rotation moves it on. */
  expiresAt: Timestamp;
  /** Set by logout, reuse of a spent refresh token, a password change or reset. */
  endedAt: Mark;
  /** When a request last used it (as often as each BFF checks it again, every few seconds). */
  lastSeenAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The browser that signed in (its user agent) and from where; null for older sessions. */
  userAgent: ColumnType<string | null, string | null | undefined, never>;
  clientIp: ColumnType<string | null, string | null | undefined, never>;
}

/** One rotating refresh token, stored as the sha256 of its value. */
export interface RefreshTokenTable {
  id: string;
  /**
   * The session's id: every token rotated from one sign-in shares it; reuse of a spent one
   * (after the grace period) revokes the family and ends the session.
   */
  familyId: string;
  userId: string;
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  /** Set when it was exchanged for its successor. */
  usedAt: Mark;
  revokedAt: Mark;
}

/** A password reset link's token, stored as its sha256: single use, until it expires. */
export interface PasswordResetTokenTable {
  tokenHash: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  /** Set when the link set a password, or another of the user's links did. */
  usedAt: Mark;
}

/** The one-time link that creates the first superuser, stored as the sha256 of its value. */
export interface SetupTokenTable {
  tokenHash: string;
  createdAt: CreatedAt;
  usedAt: Mark;
}

/** An invitation link's token, stored as its sha256: single use, until it expires. */
export interface InviteTokenTable {
  tokenHash: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  /** Set when the invitee joined through it, or when a newer invitation replaced it. */
  usedAt: Mark;
}

/** A sign-in through the OpenID provider between its start and the provider's return. */
export interface SsoTransactionTable {
  /** The sha256 of the `state` the provider sends back. */
  stateHash: string;
  codeVerifier: string;
  nonce: string;
  /** Where in the app to go once signed in (a path), or null for home. */
  redirect: string | null;
  expiresAt: Timestamp;
}

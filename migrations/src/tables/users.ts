import type { ColumnType, Insertable, Selectable } from 'kysely';

/** A timestamp: a Date when read, a Date or ISO string when written. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp that may be unset. */
type Mark = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** `app_user`: people who can sign in (`user` is a reserved word in SQL). */
export interface AppUserTable {
  id: string;
  email: string;
  name: string;
  /** Null until an invited user joins. */
  passwordHash: string | null;
  isSuperuser: boolean;
  createdAt: Timestamp;
  /** The user who created this one; null when Rushes did (the first superuser). */
  createdBy: string | null;
  /** When and by whom the user was invited; null for a user created with a password. */
  invitedAt: Mark;
  invitedBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the user could first sign in: at creation, or when they accepted their invitation. */
  joinedAt: Mark;
  /** Preferences: a video starts playing when it opens; the newer upload flow. */
  autoPlay: ColumnType<boolean, boolean | undefined, boolean>;
  prefersUploadV2: ColumnType<boolean, boolean | undefined, boolean>;
  /** How often their inbox is mailed: immediately, hourly, daily or never. */
  inboxMail: ColumnType<string, string | undefined, string>;
  /** When a superuser deleted the user; the row stays for the names others' things show. */
  deletedAt: Mark;
}

export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;

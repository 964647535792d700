import type { ColumnType, Insertable, Selectable } from 'kysely';

/** A timestamp: a Date when read, a Date or ISO string when written. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `app_user`: people who can sign in (`user` is a reserved word in SQL). */
export interface AppUserTable {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  isSuperuser: boolean;
  createdAt: Timestamp;
  /** The user who created this one; null when Rushes did (the first superuser). */
  createdBy: string | null;
}

export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;

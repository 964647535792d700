import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { activityOf } from '../../auth/session.queries.ts';
import { byId, byKey } from '../loaders.ts';
import { findUserProjects } from './managed-users.queries.ts';
import { findUsersByIds } from './user.queries.ts';

const neverSignedIn = { lastLoginAt: null, lastActivityAt: null };

export const userLoaders = (db: Kysely<Database>) => ({
  user: byId((ids) => findUsersByIds(db, ids)),
  /** A person's last sign-in and last request, from their sessions. */
  activity: byKey<{ lastLoginAt: Date | null; lastActivityAt: Date | null }>(
    (userIds) => activityOf(db, userIds),
    neverSignedIn,
  ),
  /** The projects a user is in with their role there, by project name. */
  userProjects: byKey((userIds) => findUserProjects(db, userIds), []),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof userLoaders> {}
}

import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { activityOf } from '../../auth/session.queries.ts';
import { byId, byKey, memberOf } from '../loaders.ts';
import { pairKey } from '../pair-keys.ts';
import { coworkersAmong } from './coworkers.queries.ts';
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
  /** Whether two people share a workspace, by `pairKey(searcher, user)`. */
  coworker: memberOf(async (keys) => {
    const pairs = keys.map((key) => key.split('/') as [string, string]);
    const found = new Set<string>();
    for (const searcher of new Set(pairs.map(([searcherId]) => searcherId))) {
      const userIds = pairs.filter(([id]) => id === searcher).map(([, userId]) => userId);
      for (const userId of await coworkersAmong(db, searcher, userIds)) {
        found.add(pairKey(searcher, userId));
      }
    }
    return found;
  }),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof userLoaders> {}
}

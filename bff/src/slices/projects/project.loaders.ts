import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, memberOf } from '../loaders.ts';
import { findProjectsByIds, managersAmong } from './project.queries.ts';

export const projectLoaders = (db: Kysely<Database>) => ({
  project: byId((ids) => findProjectsByIds(db, ids)),
  /** Whether a user manages any project. */
  managesProjects: memberOf((userIds) => managersAmong(db, userIds)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof projectLoaders> {}
}

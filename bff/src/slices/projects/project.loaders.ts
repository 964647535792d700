import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import { findProjectsByIds, sizesOfProjects } from './project.queries.ts';

export const projectLoaders = (db: Kysely<Database>) => ({
  project: byId((ids) => findProjectsByIds(db, ids)),
  projectSize: byKey(
    async (ids) =>
      new Map((await sizesOfProjects(db, ids)).map((row) => [row.id, Number(row.size)])),
    0,
  ),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof projectLoaders> {}
}

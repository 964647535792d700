import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId } from '../loaders.ts';
import { findProjectsByIds } from './project.queries.ts';

export const projectLoaders = (db: Kysely<Database>) => ({
  project: byId((ids) => findProjectsByIds(db, ids)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof projectLoaders> {}
}

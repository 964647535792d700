import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId } from '../loaders.ts';
import { findUsersByIds } from './user.queries.ts';

export const userLoaders = (db: Kysely<Database>) => ({
  user: byId((ids) => findUsersByIds(db, ids)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof userLoaders> {}
}

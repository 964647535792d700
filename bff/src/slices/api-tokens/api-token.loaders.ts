import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId } from '../loaders.ts';
import { findApiTokensByIds } from './api-token.queries.ts';

export const apiTokenLoaders = (db: Kysely<Database>) => ({
  apiToken: byId((ids) => findApiTokensByIds(db, ids)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof apiTokenLoaders> {}
}

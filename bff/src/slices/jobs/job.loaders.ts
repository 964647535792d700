import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId } from '../loaders.ts';
import { findJobsByIds } from './job.queries.ts';

export const jobLoaders = (db: Kysely<Database>) => ({
  job: byId((ids) => findJobsByIds(db, ids)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof jobLoaders> {}
}

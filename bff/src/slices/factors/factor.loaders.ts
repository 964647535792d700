import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { memberOf } from '../loaders.ts';
import { usersWithActiveFactors } from './factor.queries.ts';

export const factorLoaders = (db: Kysely<Database>) => ({
  hasActiveFactors: memberOf((userIds) => usersWithActiveFactors(db, userIds)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof factorLoaders> {}
}

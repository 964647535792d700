import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { memberOf } from '../loaders.ts';
import { withTransferServers } from './storages.queries.ts';

export const storageLoaders = (db: Kysely<Database>) => ({
  hasTransferServer: memberOf((ids) => withTransferServers(db, ids)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof storageLoaders> {}
}

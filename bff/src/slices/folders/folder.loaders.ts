import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import { countChildren, findFoldersByIds } from './folder.queries.ts';

export const folderLoaders = (db: Kysely<Database>) => ({
  folder: byId((ids) => findFoldersByIds(db, ids)),
  childCount: byKey((ids) => countChildren(db, ids), 0),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof folderLoaders> {}
}

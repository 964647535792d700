import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import { countChildren, type FolderRow, findFoldersByIds, findPaths } from './folder.queries.ts';

export const folderLoaders = (db: Kysely<Database>) => ({
  folder: byId((ids) => findFoldersByIds(db, ids)),
  childCount: byKey((ids) => countChildren(db, ids), 0),
  /** The folders from the project's root down to the folder; empty for no folder. */
  folderPath: byKey<FolderRow[]>((ids) => findPaths(db, ids), []),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof folderLoaders> {}
}

import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import { findLinkItems, findLinksByIds } from './link.queries.ts';

export const linkLoaders = (db: Kysely<Database>) => ({
  link: byId((ids) => findLinksByIds(db, ids)),
  linkItems: byKey((ids) => findLinkItems(db, ids), { folderIds: [], assetIds: [] }),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof linkLoaders> {}
}

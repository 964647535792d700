import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey, memberOf } from '../loaders.ts';
import { findLinkItems, findLinksByIds } from './link.queries.ts';
import { findCollectionHolds, findVisitorItems } from './link-items.ts';

const none = { folderIds: [], assetIds: [] };

export const linkLoaders = (db: Kysely<Database>) => ({
  link: byId((ids) => findLinksByIds(db, ids)),
  /** The folders and assets a link names (none for one sharing a collection). */
  linkItems: byKey((ids) => findLinkItems(db, ids), none),
  /** What a link gives its visitors now: its items, or its collection's assets. */
  visitorItems: byKey((ids) => findVisitorItems(db, ids), none),
  /** By `linkId/assetId`: the link shares a collection that holds the asset now. */
  collectionHolds: memberOf((keys) => findCollectionHolds(db, keys)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof linkLoaders> {}
}

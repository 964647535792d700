import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import {
  type CollectionRow,
  findCollectionsByIds,
  findProjectCollections,
} from './collection.queries.ts';

export const collectionLoaders = (db: Kysely<Database>) => ({
  collection: byId((ids) => findCollectionsByIds(db, ids)),
  /** A project's collections by name. */
  projectCollections: byKey<CollectionRow[]>((ids) => findProjectCollections(db, ids), []),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof collectionLoaders> {}
}

import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import {
  type CustomFieldRow,
  type CustomValueRow,
  findFieldsByIds,
  findFieldsOfWorkspaces,
  findValuesOfAssets,
} from './custom-field.queries.ts';
import { fieldListing } from './custom-field-listing.ts';

export const customFieldLoaders = (db: Kysely<Database>) => ({
  customField: byId((ids) => findFieldsByIds(db, ids)),
  /** A workspace's custom fields in their order. */
  customFieldsOf: byKey<CustomFieldRow[]>((ids) => findFieldsOfWorkspaces(db, ids), []),
  /** An asset's custom values. */
  customValuesOf: byKey<CustomValueRow[]>((ids) => findValuesOfAssets(db, ids), []),
  /**
   * A folder list's order and filters by custom fields, handed to the assets slice this way so
   * that it need not import this one (which builds on it).
   */
  customFieldListing: fieldListing,
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof customFieldLoaders> {}
}

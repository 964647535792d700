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

export const customFieldLoaders = (db: Kysely<Database>) => ({
  customField: byId((ids) => findFieldsByIds(db, ids)),
  /** A workspace's custom fields in their order. */
  customFieldsOf: byKey<CustomFieldRow[]>((ids) => findFieldsOfWorkspaces(db, ids), []),
  /** An asset's custom values. */
  customValuesOf: byKey<CustomValueRow[]>((ids) => findValuesOfAssets(db, ids), []),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof customFieldLoaders> {}
}

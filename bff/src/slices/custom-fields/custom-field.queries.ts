import type { Database } from '@rushes/migrations';
import { type CustomFieldType, type CustomValue, isCustomFieldType } from '@rushes/rules';
import { type Kysely, sql } from 'kysely';
import { groupBy } from '../loaders.ts';
import { type ValueColumns, valueColumns, valueOfRow } from './custom-value-columns.ts';

type Db = Kysely<Database>;

/** A custom field as the read model holds it, its type one of the rules' (others are left out). */
export type CustomFieldRow = Omit<Database['customField'], 'type' | 'createdAt' | 'updatedAt'> & {
  type: CustomFieldType;
  createdAt: Date;
  updatedAt: Date;
};

/** An asset's value of a field, as its columns hold it. */
export type CustomValueRow = ValueColumns & {
  assetId: string;
  fieldId: string;
  setAt: Date;
  setBy: string | null;
};

const known = <Row extends { type: string }>(rows: Row[]) =>
  rows.flatMap((row) => {
    const { type } = row;
    return isCustomFieldType(type) ? [{ ...row, type }] : [];
  });

const fields = (db: Db) => db.selectFrom('customField').selectAll();

export const findFieldsByIds = async (db: Db, ids: readonly string[]): Promise<CustomFieldRow[]> =>
  known(await fields(db).where('id', 'in', ids).execute());

/** The fields of each workspace, in their order. */
export async function findFieldsOfWorkspaces(db: Db, workspaceIds: readonly string[]) {
  const rows = await fields(db)
    .where('workspaceId', 'in', workspaceIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return groupBy<CustomFieldRow>(known(rows), (row) => row.workspaceId);
}

/** The values each asset holds, of whichever fields. */
export async function findValuesOfAssets(db: Db, assetIds: readonly string[]) {
  const rows: CustomValueRow[] = await db
    .selectFrom('customFieldValue')
    .select(['assetId', 'fieldId', 'setAt', 'setBy', ...valueColumns])
    .where('assetId', 'in', assetIds)
    .execute();
  return groupBy(rows, (row) => row.assetId);
}

/**
 * The values the assets hold of a field, each once, as its type reads them: what a change of its
 * type or options must keep. Only assets that are there count (a deleted folder's leave rows
 * nobody reads, which the change drops if they do not convert).
 */
export async function distinctValuesOf(db: Db, field: CustomFieldRow): Promise<CustomValue[]> {
  // A point has no equality: its coordinates are told apart instead.
  const rows = await db
    .selectFrom('customFieldValue')
    .innerJoin('asset', 'asset.id', 'customFieldValue.assetId')
    .select([
      ...valueColumns.filter((column) => column !== 'pointValue'),
      sql<number | null>`point_value[0]`.as('x'),
      sql<number | null>`point_value[1]`.as('y'),
    ])
    .distinct()
    .where('customFieldValue.fieldId', '=', field.id)
    .execute();
  return rows.flatMap(({ x, y, ...row }) => {
    const pointValue = x === null || y === null ? null : { x, y };
    return valueOfRow(field.type, { ...row, pointValue }) ?? [];
  });
}

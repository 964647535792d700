import {
  type AssetCustomValuesSet,
  assetCustomValuesSet,
  type Commit,
  type CustomFieldChanged,
  customFieldChanged,
  customFieldDefined,
  customFieldRemoved,
  customFieldsReordered,
  type ItemsCopied,
  itemsCopied,
  itemsDeleted,
  type Projection,
  workspaceDeleted,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import {
  type CustomFieldShape,
  convertCustomValue,
  isCustomFieldType,
  sameCustomValue,
} from '@rushes/rules';
import { sql, type Transaction } from 'kysely';
import { createdBy } from '../actor.ts';
import { columnsOf, valueColumns, valueOfRow } from './custom-value-columns.ts';

type Trx = Transaction<Database>;

/** How many values a change of type converts at a time. */
const BATCH = 1_000;

async function setValues(
  trx: Trx,
  { assetId, values }: AssetCustomValuesSet['data'],
  commit: Commit,
) {
  const setBy = createdBy(commit);
  for (const { fieldId, value } of values) {
    if (value === null) {
      await trx
        .deleteFrom('customFieldValue')
        .where('assetId', '=', assetId)
        .where('fieldId', '=', fieldId)
        .execute();
      continue;
    }
    const columns = columnsOf(value);
    await trx
      .insertInto('customFieldValue')
      .values({ assetId, fieldId, ...columns, setAt: commit.meta.at, setBy })
      .onConflict((oc) =>
        oc
          .columns(['assetId', 'fieldId'])
          .doUpdateSet({ ...columns, setAt: commit.meta.at, setBy }),
      )
      .execute();
  }
}

/**
 * A field's values as its new type and options read them (`convertCustomValue`, as its decision
 * checked); one set since that no longer reads goes.
 */
async function convertValues(trx: Trx, from: CustomFieldShape, data: CustomFieldChanged['data']) {
  const to = { type: data.type, options: data.options };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await trx
      .selectFrom('customFieldValue')
      .select(['assetId', ...valueColumns])
      .where('fieldId', '=', data.fieldId)
      .where('assetId', '>', after)
      .orderBy('assetId')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const value = valueOfRow(from.type, row);
      const converted = value && convertCustomValue(value, to);
      if (!converted) {
        await trx
          .deleteFrom('customFieldValue')
          .where('assetId', '=', row.assetId)
          .where('fieldId', '=', data.fieldId)
          .execute();
      } else if (!sameCustomValue(value, converted)) {
        await trx
          .updateTable('customFieldValue')
          .set(columnsOf(converted))
          .where('assetId', '=', row.assetId)
          .where('fieldId', '=', data.fieldId)
          .execute();
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.assetId;
  }
}

async function changeField(trx: Trx, data: CustomFieldChanged['data'], at: string) {
  const before = await trx
    .selectFrom('customField')
    .select(['type', 'options'])
    .where('id', '=', data.fieldId)
    .executeTakeFirst();
  if (!before || !isCustomFieldType(before.type)) return;
  const { name, type, options, required, shownInList } = data;
  await trx
    .updateTable('customField')
    .set({ name, type, options, required, shownInList, updatedAt: at })
    .where('id', '=', data.fieldId)
    .execute();
  const reshaped = before.type !== type || before.options.join('\n') !== options.join('\n');
  if (reshaped) await convertValues(trx, { type: before.type, options: before.options }, data);
}

/** A copied asset carries the values of the one it copies, as its metadata does. */
async function copyValues(trx: Trx, { assets }: ItemsCopied['data']) {
  if (assets.length === 0) return;
  const copies = assets.map((asset) => sql`(${asset.id}::uuid, ${asset.sourceId}::uuid)`);
  await sql`
    INSERT INTO custom_field_value (asset_id, field_id, text_value, number_value, boolean_value,
      timestamp_value, date_value, time_value, point_value, set_at, set_by)
    SELECT copy.id, source.field_id, source.text_value, source.number_value, source.boolean_value,
      source.timestamp_value, source.date_value, source.time_value, source.point_value,
      source.set_at, source.set_by
    FROM (VALUES ${sql.join(copies)}) AS copy (id, source_id)
    JOIN custom_field_value source ON source.asset_id = copy.source_id
    ON CONFLICT DO NOTHING`.execute(trx);
}

async function removeFields(trx: Trx, fieldIds: readonly string[]) {
  if (fieldIds.length === 0) return;
  await trx.deleteFrom('customFieldValue').where('fieldId', 'in', fieldIds).execute();
  await trx.deleteFrom('customField').where('id', 'in', fieldIds).execute();
}

/**
 * A workspace's custom fields in their order, and the values assets hold (`custom_field_value`,
 * in the column of each field's type). A field removed, or of a deleted workspace, takes its
 * values with it; a deleted asset its own. The assets of a deleted folder keep rows nobody reads:
 * every read joins the asset.
 */
export const customFieldsProjection: Projection<Database> = {
  name: 'custom-fields',
  tables: ['custom_field', 'custom_field_value'],
  handles: [
    customFieldDefined.type,
    customFieldChanged.type,
    customFieldsReordered.type,
    customFieldRemoved.type,
    workspaceDeleted.type,
    assetCustomValuesSet.type,
    itemsCopied.type,
    itemsDeleted.type,
  ],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    if (customFieldDefined.is(event)) {
      const { workspaceId, fieldId: id, name, type, options, required, shownInList } = event.data;
      const position = sql<number>`(SELECT coalesce(max(position) + 1, 0) FROM custom_field
        WHERE workspace_id = ${workspaceId})`;
      await trx
        .insertInto('customField')
        .values({
          ...{ id, workspaceId, name, type, options, required, shownInList, position },
          ...{ createdAt: at, updatedAt: at },
        })
        .execute();
    }
    if (customFieldChanged.is(event)) await changeField(trx, event.data, at);
    if (customFieldsReordered.is(event) && event.data.fieldIds.length > 0) {
      const order = event.data.fieldIds.map((id, index) => sql`(${id}::uuid, ${index}::int)`);
      await sql`
        UPDATE custom_field SET position = o.position
        FROM (VALUES ${sql.join(order)}) AS o (id, position)
        WHERE custom_field.id = o.id`.execute(trx);
    }
    if (customFieldRemoved.is(event)) await removeFields(trx, [event.data.fieldId]);
    if (workspaceDeleted.is(event)) {
      const fields = await trx
        .selectFrom('customField')
        .select('id')
        .where('workspaceId', '=', event.data.id)
        .execute();
      await removeFields(
        trx,
        fields.map((field) => field.id),
      );
    }
    if (assetCustomValuesSet.is(event)) await setValues(trx, event.data, commit);
    if (itemsCopied.is(event)) await copyValues(trx, event.data);
    if (itemsDeleted.is(event) && event.data.assets.length > 0) {
      const ids = event.data.assets.map((asset) => asset.id);
      await trx.deleteFrom('customFieldValue').where('assetId', 'in', ids).execute();
    }
  },
};

/**
 * The custom values assets are found by (decisions 0122, 0124). The search model keeps its own
 * copy of the fields (workspace, name, type, options), of the values assets hold and of each
 * project's workspace, so it rebuilds from the log alone; each asset's document gathers the values
 * of its project's workspace's fields (a moved project's values of its old fields stay, unseen).
 */
import type {
  AssetCustomValuesSet,
  CustomFieldChanged,
  CustomFieldDefined,
  ItemsCopied,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type CustomFieldShape, parseCustomValue } from '@rushes/rules';
import { sql, type Transaction } from 'kysely';
import { customEntryOf, isWordType, wordTypes } from './search-custom-values.ts';
import { searchFieldKey } from './search-fields.ts';
import { learnWords } from './search-vocabulary.ts';

type Trx = Transaction<Database>;

/** How many values a field's change reads at a time. */
const BATCH = 1_000;

/** The assets `ids` gather again the values they show: by field key, in name order. */
async function gather(trx: Trx, ids: readonly string[]) {
  if (ids.length === 0) return;
  const assets = sql`${[...new Set(ids)]}::uuid[]`;
  await sql`
    WITH shown AS (
      SELECT v.asset_id, f.key, f.name, v.entry
      FROM search_custom_value v
        JOIN search_custom_field f ON f.id = v.field_id
        JOIN search_document a ON a.id = v.asset_id
        JOIN search_project p ON p.id = a.project_id AND p.workspace_id = f.workspace_id
      WHERE v.asset_id = ANY(${assets})
    )
    UPDATE search_document d SET
      custom = coalesce((SELECT jsonb_object_agg(key, entries) FROM (
        SELECT key, jsonb_agg(entry || jsonb_build_object('name', name) ORDER BY name) AS entries
        FROM shown WHERE shown.asset_id = d.id GROUP BY key) AS keyed), '{}'),
      custom_text = coalesce((SELECT string_agg(entry ->> 'text', E'\\n' ORDER BY name)
        FROM shown WHERE shown.asset_id = d.id
          AND entry ->> 'type' = ANY(${[...wordTypes]}::text[])), '')
    WHERE d.id = ANY(${assets})`.execute(trx);
}

export async function defineField(trx: Trx, data: CustomFieldDefined['data']) {
  const { fieldId: id, workspaceId, name, type, options } = data;
  await trx
    .insertInto('searchCustomField')
    .values({ id, workspaceId, name, key: searchFieldKey(name), type, options })
    .execute();
}

/**
 * A field renamed is found by its new name; one of another type or options holds its values as
 * it reads them now (the custom-fields model's rule: their text read as the new type), and loses
 * those it cannot read.
 */
export async function changeField(trx: Trx, data: CustomFieldChanged['data']) {
  const { fieldId, name, type, options } = data;
  const before = await trx
    .selectFrom('searchCustomField')
    .select(['name', 'type', 'options'])
    .where('id', '=', fieldId)
    .executeTakeFirst();
  if (!before) return;
  await trx
    .updateTable('searchCustomField')
    .set({ name, key: searchFieldKey(name), type, options })
    .where('id', '=', fieldId)
    .execute();
  const reshaped = before.type !== type || before.options.join('\n') !== options.join('\n');
  if (!reshaped && before.name === name) return;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await trx
      .selectFrom('searchCustomValue')
      .select(['assetId', 'entry'])
      .where('fieldId', '=', fieldId)
      .where('assetId', '>', after)
      .orderBy('assetId')
      .limit(BATCH)
      .execute();
    if (reshaped) for (const row of rows) await convert(trx, fieldId, row, { type, options });
    await gather(
      trx,
      rows.map((row) => row.assetId),
    );
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.assetId;
  }
}

/** A value as its field's new type and options read its text; gone when they cannot. */
async function convert(
  trx: Trx,
  fieldId: string,
  row: { assetId: string; entry: { text: string } },
  to: CustomFieldShape,
) {
  const converted = parseCustomValue(to, row.entry.text);
  if (converted.ok) {
    await trx
      .updateTable('searchCustomValue')
      .set({ entry: JSON.stringify(customEntryOf(converted.value)) })
      .where('assetId', '=', row.assetId)
      .where('fieldId', '=', fieldId)
      .execute();
  } else {
    await trx
      .deleteFrom('searchCustomValue')
      .where('assetId', '=', row.assetId)
      .where('fieldId', '=', fieldId)
      .execute();
  }
}

/** Fields removed (or of a deleted workspace) take their values with them. */
export async function removeFields(trx: Trx, fieldIds: readonly string[]) {
  if (fieldIds.length === 0) return;
  const held = await trx
    .deleteFrom('searchCustomValue')
    .where('fieldId', 'in', fieldIds)
    .returning('assetId')
    .execute();
  await trx.deleteFrom('searchCustomField').where('id', 'in', fieldIds).execute();
  await gather(
    trx,
    held.map((row) => row.assetId),
  );
}

export async function removeWorkspaceFields(trx: Trx, workspaceId: string) {
  const fields = await trx
    .selectFrom('searchCustomField')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .execute();
  await removeFields(
    trx,
    fields.map((field) => field.id),
  );
}

/** The asset's values named take their value, or none; its text values join the vocabulary. */
export async function setValues(trx: Trx, { assetId, values }: AssetCustomValuesSet['data']) {
  for (const { fieldId, value } of values) {
    if (value === null) {
      await trx
        .deleteFrom('searchCustomValue')
        .where('assetId', '=', assetId)
        .where('fieldId', '=', fieldId)
        .execute();
      continue;
    }
    const entry = JSON.stringify(customEntryOf(value));
    await trx
      .insertInto('searchCustomValue')
      .values({ assetId, fieldId, entry })
      .onConflict((oc) => oc.columns(['assetId', 'fieldId']).doUpdateSet({ entry }))
      .execute();
  }
  await gather(trx, [assetId]);
  const words = values.flatMap(({ value }) =>
    value && isWordType(value.type) ? [String(value.value)] : [],
  );
  if (words.length > 0) await learnWords(trx, sql`${words.join(' ')}`);
}

/** Copies hold the values of what they copy (their documents are copied whole). */
export async function copyValues(trx: Trx, { assets }: ItemsCopied['data']) {
  if (assets.length === 0) return;
  const copies = assets.map((asset) => sql`(${asset.id}::uuid, ${asset.sourceId}::uuid)`);
  await sql`
    INSERT INTO search_custom_value (asset_id, field_id, entry)
    SELECT copy.id, source.field_id, source.entry
    FROM (VALUES ${sql.join(copies)}) AS copy (id, source_id)
    JOIN search_custom_value source ON source.asset_id = copy.source_id
    ON CONFLICT DO NOTHING`.execute(trx);
}

export const deleteValues = (trx: Trx, assetIds: readonly string[]) =>
  assetIds.length === 0
    ? Promise.resolve()
    : trx.deleteFrom('searchCustomValue').where('assetId', 'in', assetIds).execute();

/** A project's workspace, whose fields its assets show. */
export async function setProjectWorkspace(trx: Trx, id: string, workspaceId: string) {
  await trx
    .insertInto('searchProject')
    .values({ id, workspaceId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ workspaceId }))
    .execute();
  const valued = await trx
    .selectFrom('searchCustomValue as v')
    .innerJoin('searchDocument as d', 'd.id', 'v.assetId')
    .select('v.assetId')
    .distinct()
    .where('d.projectId', '=', id)
    .execute();
  await gather(
    trx,
    valued.map((row) => row.assetId),
  );
}

/** A deleted project's assets lose their values (their documents go). */
export async function deleteProjectValues(trx: Trx, projectId: string) {
  await trx
    .deleteFrom('searchCustomValue')
    .where('assetId', 'in', (eb) =>
      eb.selectFrom('searchDocument').select('id').where('projectId', '=', projectId),
    )
    .execute();
  await trx.deleteFrom('searchProject').where('id', '=', projectId).execute();
}

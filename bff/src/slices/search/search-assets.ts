/** The search documents of assets: their names, files, slates, metadata and comments. */
import {
  type AssetMetadataSet,
  defaultSlateFormat,
  type ItemsCopied,
  type ItemsDeleted,
  type SlateFormat,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { sql, type Transaction } from 'kysely';
import { sceneTakeOf, sceneTakeSql } from '../metadata/slate.ts';
import { copyValues, deleteValues } from './search-custom-fields.ts';
import { fieldsOf, slateLabelsOf } from './search-fields.ts';
import { learnDocumentWords, learnWords } from './search-vocabulary.ts';

type Trx = Transaction<Database>;

/** An asset is found once its first version is in, as the folder lists it. */
export async function addAsset(
  trx: Trx,
  asset: { id: string; projectId: string; folderId: string; name: string },
) {
  await trx
    .insertInto('searchDocument')
    .values({ ...asset, kind: 'asset', listed: false })
    .execute();
  await learnDocumentWords(trx, [asset.id]);
}

/** A version's file joins the names its asset is found by. */
export async function addVersionFile(trx: Trx, assetId: string, filename: string) {
  await trx
    .updateTable('searchDocument')
    .set({ filenames: sql`array_append(filenames, ${filename})`, listed: true })
    .where('id', '=', assetId)
    .execute();
  await learnWords(trx, sql`${filename}`);
}

export async function renameAsset(trx: Trx, id: string, name: string) {
  await trx.updateTable('searchDocument').set({ name }).where('id', '=', id).execute();
  await learnWords(trx, sql`${name}`);
}

/** The asset's metadata replaces what it had: its slate (in its project's format) and columns. */
export async function setMetadata(trx: Trx, { assetId, entries, slate }: AssetMetadataSet['data']) {
  const format = await trx
    .selectFrom('searchDocument as asset')
    .leftJoin('searchSlateFormat', 'searchSlateFormat.projectId', 'asset.projectId')
    .select('searchSlateFormat.slateFormat')
    .where('asset.id', '=', assetId)
    .executeTakeFirst();
  if (!format) return;
  const slateFormat = (format.slateFormat as SlateFormat | null) ?? defaultSlateFormat;
  const fields = JSON.stringify(fieldsOf(slate, entries));
  await trx
    .updateTable('searchDocument')
    .set({
      slate: JSON.stringify(slate),
      slateText: sceneTakeOf(slate, slateFormat),
      slateLabels: slateLabelsOf(slate),
      metadata: JSON.stringify(entries),
      metadataText: entries.map((entry) => entry.value).join('\n'),
      // each value normalised (for equality, through the index) and as given (for comparisons)
      fields: sql`(SELECT coalesce(jsonb_object_agg(key,
        jsonb_build_array(rushes_search_text(value), value)), '{}')
        FROM jsonb_each_text(${fields}::jsonb))`,
    })
    .where('id', '=', assetId)
    .execute();
  await learnDocumentWords(trx, [assetId]);
}

/** A project's new slate format rewrites its assets' slates. */
export async function setSlateFormat(trx: Trx, projectId: string, slateFormat: SlateFormat) {
  await trx
    .insertInto('searchSlateFormat')
    .values({ projectId, slateFormat })
    .onConflict((oc) => oc.column('projectId').doUpdateSet({ slateFormat }))
    .execute();
  await trx
    .updateTable('searchDocument')
    .set({ slateText: sceneTakeSql(slateFormat, sql.ref('slate')) })
    .where('projectId', '=', projectId)
    .where('kind', '=', 'asset')
    .where('slate', 'is not', null)
    .execute();
}

/** Deleted assets, and every asset in a deleted folder, leave with their comments. */
export async function deleteAssets(trx: Trx, { assets, folderIds }: ItemsDeleted['data']) {
  const chosen = assets.map((asset) => asset.id);
  const inFolders =
    folderIds.length === 0
      ? []
      : await trx
          .selectFrom('searchDocument')
          .select('id')
          .where('kind', '=', 'asset')
          .where('folderId', 'in', folderIds)
          .execute();
  const ids = [...chosen, ...inFolders.map((row) => row.id)];
  if (ids.length === 0) return;
  await trx.deleteFrom('searchComment').where('assetId', 'in', ids).execute();
  await deleteValues(trx, ids);
  await trx.deleteFrom('searchDocument').where('id', 'in', ids).execute();
}

/** Copied assets are found as their sources are, by all but the comments (which stay). */
export async function copyAssets(trx: Trx, data: ItemsCopied['data']) {
  const { assets } = data;
  if (assets.length === 0) return;
  await copyValues(trx, data);
  const copies = assets.map(
    (asset) => sql`(${asset.id}::uuid, ${asset.sourceId}::uuid, ${asset.folderId}::uuid)`,
  );
  await sql`
    INSERT INTO search_document (id, kind, project_id, folder_id, name, slate, slate_text,
      slate_labels, filenames, metadata, metadata_text, fields, custom, custom_text, listed)
    SELECT copy.id, 'asset', source.project_id, copy.folder_id, source.name, source.slate,
      source.slate_text, source.slate_labels, source.filenames, source.metadata,
      source.metadata_text, source.fields, source.custom, source.custom_text, source.listed
    FROM (VALUES ${sql.join(copies)}) AS copy (id, source_id, folder_id)
    JOIN search_document source ON source.id = copy.source_id`.execute(trx);
}

/** The asset's text of comments, one a line, from the comments it has now. */
export const refreshComments = (trx: Trx, assetId: string) =>
  trx
    .updateTable('searchDocument')
    .set({
      comments: sql`coalesce((SELECT string_agg(text, E'\n' ORDER BY id) FROM search_comment
        WHERE asset_id = ${assetId}), '')`,
    })
    .where('id', '=', assetId)
    .execute();

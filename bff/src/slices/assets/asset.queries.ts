import type { Database } from '@rushes/migrations';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { groupBy } from '../loaders.ts';
import { containing } from '../name-filter.ts';

type Db = Kysely<Database>;

export type AssetRow = Awaited<ReturnType<typeof findAssetsByIds>>[number];
export type VersionRow = Awaited<ReturnType<typeof findVersionsByIds>>[number];
export type UploadRow = Awaited<ReturnType<typeof findUploadsByIds>>[number];

export const findAssetsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('asset').selectAll().where('id', 'in', ids).execute();

// SQL has no empty `IN ()`: no ids, no query.
export const findVersionsByIds = async (db: Db, ids: readonly string[]) =>
  ids.length === 0 ? [] : db.selectFrom('version').selectAll().where('id', 'in', ids).execute();

export const findUploadsByIds = async (db: Db, ids: readonly string[]) =>
  ids.length === 0 ? [] : db.selectFrom('upload').selectAll().where('id', 'in', ids).execute();

/** The versions of each asset, newest first. */
export async function findVersionsOfAssets(db: Db, assetIds: readonly string[]) {
  const rows = await db
    .selectFrom('version')
    .selectAll()
    .where('assetId', 'in', assetIds)
    .orderBy('number', 'desc')
    .execute();
  return groupBy(rows, (row) => row.assetId);
}

/** How a folder's assets are listed (GraphQL's AssetOrder). */
export type AssetOrder =
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'SIZE_ASC'
  | 'SIZE_DESC'
  | 'DURATION_ASC'
  | 'DURATION_DESC'
  | 'SCENE_TAKE_ASC'
  | 'SCENE_TAKE_DESC'
  | 'SELECTED_ASC'
  | 'SELECTED_DESC';

/** Which takes a folder lists (GraphQL's TakesFilter). */
export interface TakesFilter {
  circled?: boolean | null;
  withComments?: boolean | null;
}

/**
 * An asset's position in its folder's list: its name or shown name (collated `rushes_name`;
 * for SELECTED, 1 or 0 before it), when it was created, its newest version's size or duration
 * (none sorts first), or its value of a custom field, as text; then its id.
 */
export type AssetKey = [position: string, id: string];

type ListedAsset = AssetRow & { position: string | number | Date };

export const assetKey = (asset: AssetRow): AssetKey => [
  'position' in asset ? positionText((asset as ListedAsset).position) : asset.name,
  asset.id,
];

const positionText = (position: string | number | Date) =>
  position instanceof Date ? position.toISOString() : String(position);

/**
 * How a position compares: as a name (`rushes_name`, 2 before 10), as plain text (`C`), as an
 * instant, a whole number (bytes, milliseconds) or any number (−Infinity for none).
 */
export type PositionKind = 'name' | 'text' | 'timestamp' | 'integer' | 'number';

/** A list's order: the SQL position of an asset (over `asset` and its newest `version`). */
export interface AssetSort {
  position: RawBuilder<unknown>;
  kind: PositionKind;
  direction: 'asc' | 'desc';
}

/** Whether a cursor's position is one of the kind. */
export const isPositionOf = (kind: PositionKind) => (text: string) => {
  switch (kind) {
    case 'timestamp':
      return !Number.isNaN(Date.parse(text));
    case 'integer':
      return /^-?\d+(\.\d+)?$/.test(text);
    case 'number':
      return /^-?(Infinity|\d+(\.\d+)?(e[+-]?\d+)?)$/.test(text);
    default:
      return true;
  }
};

/** A cursor's position as SQL that compares with the list's positions. */
function positionAfter(kind: PositionKind, text: string) {
  switch (kind) {
    case 'name':
      return sql`${text}::text COLLATE rushes_name`;
    case 'text':
      return sql`${text}::text COLLATE "C"`;
    case 'number':
      return sql`${text}::float8`;
    case 'timestamp':
      return sql`${new Date(text)}`;
    case 'integer':
      return sql`${text}`;
  }
}

const field = (order: AssetOrder) => order.slice(0, order.lastIndexOf('_'));

/** The shown name: the slate's text, else the name (both collated `rushes_name`). */
const shownName = sql`coalesce(asset.scene_take, asset.name)`;

/** The sort value of each order, as SQL over `asset` and its newest `version`, and its kind. */
const positions = {
  NAME: [sql`asset.name`, 'name'],
  SCENE_TAKE: [shownName, 'name'],
  SELECTED: [sql`(asset.circled::int::text || ' ' || ${shownName})`, 'name'],
  CREATED: [sql`asset.created_at`, 'timestamp'],
  SIZE: [sql`version.size`, 'integer'],
  DURATION: [sql`coalesce(version.duration_ms, -1)`, 'integer'],
} as const;

/** The list's order for one of GraphQL's AssetOrder. */
export function assetSort(order: AssetOrder): AssetSort {
  const [position, kind] = positions[field(order) as keyof typeof positions];
  return { position, kind, direction: order.endsWith('DESC') ? 'desc' : 'asc' };
}

/**
 * Up to `limit` assets of a folder in `sort` after `after` (ask one more to see a next page):
 * those whose name or a metadata value holds `filter`, the `takes` asked for, those whose newest
 * version has `reviewStatus` when one is asked for, and those meeting every one of `conditions`
 * (over `asset`: a custom field's filters). Each row carries its `position`, the value its cursor
 * holds.
 */
export function listFolderAssets(
  db: Db,
  folderId: string,
  {
    limit,
    after,
    sort = assetSort('NAME_ASC'),
    filter = '',
    takes = {},
    reviewStatus = null,
    conditions = [],
  }: {
    limit: number;
    after: AssetKey | null;
    sort?: AssetSort;
    filter?: string;
    takes?: TakesFilter;
    reviewStatus?: string | null;
    conditions?: readonly RawBuilder<boolean>[];
  },
) {
  const { position, direction } = sort;
  let query = db
    .selectFrom('asset')
    .innerJoin('version', 'version.id', 'asset.newestVersionId')
    .selectAll('asset')
    .select(sql<string | number | Date>`${position}`.as('position'))
    .where('asset.folderId', '=', folderId);
  if (filter.trim()) {
    const pattern = containing(filter);
    query = query.where(
      sql<boolean>`(asset.name ILIKE ${pattern} OR asset.metadata_text ILIKE ${pattern})`,
    );
  }
  if (reviewStatus !== null) query = query.where('version.reviewStatus', '=', reviewStatus);
  if (typeof takes.circled === 'boolean') query = query.where('asset.circled', '=', takes.circled);
  if (takes.withComments) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('comment')
          .select(sql`1`.as('one'))
          .whereRef('comment.versionId', '=', 'asset.newestVersionId')
          .where('comment.deleted', '=', false),
      ),
    );
  }
  for (const condition of conditions) query = query.where(condition);
  if (after !== null) {
    const [text, id] = after;
    const past = direction === 'desc' ? sql`<` : sql`>`;
    const value = positionAfter(sort.kind, text);
    query = query.where(sql<boolean>`(${position}, asset.id) ${past} (${value}, ${id}::uuid)`);
  }
  return query.orderBy(position, direction).orderBy('asset.id', direction).limit(limit).execute();
}

interface FolderTakes {
  folderId: string;
  hasSlates: boolean;
  hasCircledTakes: boolean;
  hasReviewStatuses: boolean;
}

/**
 * Of each folder: whether an asset has a slate, whether one is a circled take, and whether one's
 * newest version has a review status.
 */
export async function findFolderTakes(db: Db, folderIds: readonly string[]) {
  const { rows } = await sql<FolderTakes>`
    SELECT f.id AS folder_id,
      EXISTS (SELECT 1 FROM asset WHERE folder_id = f.id AND scene_take IS NOT NULL) AS has_slates,
      EXISTS (SELECT 1 FROM asset WHERE folder_id = f.id AND circled) AS has_circled_takes,
      EXISTS (SELECT 1 FROM asset JOIN version ON version.id = asset.newest_version_id
        WHERE asset.folder_id = f.id AND version.review_status IS NOT NULL) AS has_review_statuses
    FROM unnest(${[...folderIds]}::uuid[]) AS f (id)`.execute(db);
  return new Map(rows.map(({ folderId, ...takes }) => [folderId, takes]));
}

/** The folder's assets with their newest version's file name and probed timecode. */
export const findFolderClips = (db: Db, folderId: string) =>
  db
    .selectFrom('asset')
    .innerJoin('version', 'version.id', 'asset.newestVersionId')
    .select(['asset.id as assetId', 'version.filename', 'version.timecode'])
    .where('asset.folderId', '=', folderId)
    .execute();

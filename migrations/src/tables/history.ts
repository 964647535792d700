import type { ColumnType, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/**
 * `asset_history`: each asset's events as the log holds them, in log order (`seq`, then
 * `position` among the asset's events of that commit), each stored at its catalogue version then
 * (`version`, upcast when read), with its commit's time and actor (decision 0144).
 */
export interface AssetHistoryTable {
  assetId: string;
  /** A bigint: `pg` returns it as a string. */
  seq: ColumnType<string, number | string, number | string>;
  position: number;
  at: ColumnType<Date, Date | string, Date | string>;
  actor: Json<{ kind: string; id?: string }>;
  type: string;
  version: number;
  data: Json<unknown>;
  /** For a comment's events: the comment, whose later events name only it. */
  commentId: string | null;
  /**
   * Where the event put the asset (made, copied or moved into): the folder it is in after; null
   * for every other event.
   */
  folderId: ColumnType<string | null, string | null | undefined, string | null>;
}

export type AssetHistoryRow = Selectable<AssetHistoryTable>;

/**
 * `folder_history`: where each folder was and its name after each event that made, renamed,
 * moved, copied or deleted it, in log order (decision 0145).
 */
export interface FolderHistoryTable {
  folderId: string;
  /** A bigint: `pg` returns it as a string. */
  seq: ColumnType<string, number | string, number | string>;
  position: number;
  at: ColumnType<Date, Date | string, Date | string>;
  /** The folder it was in after; null once deleted (and for a project's root). */
  parentId: string | null;
  /** Its name after; null where the event left it unchanged (a deletion of what held it). */
  name: string | null;
}

export type FolderHistoryRow = Selectable<FolderHistoryTable>;

/** `review_round`: a folder's named moments (decision 0145). */
export interface ReviewRoundTable {
  id: string;
  projectId: string;
  folderId: string;
  name: string;
  at: ColumnType<Date, Date | string, Date | string>;
  /** The actor who named it, as the commit has it. */
  markedBy: Json<{ kind: string; id?: string }>;
  markedAt: ColumnType<Date, Date | string, Date | string>;
}

export type ReviewRoundRow = Selectable<ReviewRoundTable>;

import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * `comment`: comments and replies on versions. `start`/`end` are frames for video, milliseconds
 * otherwise (null without a position; a reply has none). A removed comment keeps its row with
 * `deleted` set and empty text, so its replies stay attached.
 */
export interface CommentTable {
  id: string;
  projectId: string;
  assetId: string;
  versionId: string;
  parentId: string | null;
  text: string;
  start: number | null;
  end: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  createdBy: string | null;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
}

export type Comment = Selectable<CommentTable>;
export type NewComment = Insertable<CommentTable>;

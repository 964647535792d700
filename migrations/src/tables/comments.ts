import type { ColumnType, Insertable, Selectable } from 'kysely';

/** What `comment.annotation` holds (jsonb). */
export interface CommentAnnotation {
  width: number;
  height: number;
  scene: { objects: { type: string }[] };
}

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
  /** The user who wrote it; null for a share link's visitor's, an API token's (or Rushes'). */
  createdBy: string | null;
  /** A visitor's comment: the link and visit it came through, the e-mail they gave (or null). */
  authorLinkId: ColumnType<string | null, string | null | undefined, string | null>;
  authorVisitId: ColumnType<string | null, string | null | undefined, string | null>;
  authorEmail: ColumnType<string | null, string | null | undefined, string | null>;
  /** A machine's comment: the API token that signed it. */
  authorTokenId: ColumnType<string | null, string | null | undefined, string | null>;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
  /** The drawing of an annotation comment: canvas size and fabric scene; null for plain text. */
  annotation: ColumnType<CommentAnnotation | null, string | null | undefined, string | null>;
  /** Imported from an edit suite's marker: the file's format, the marker's user and colour. */
  markerFormat: ColumnType<string | null, string | null | undefined, string | null>;
  markerUser: ColumnType<string | null, string | null | undefined, string | null>;
  markerColour: ColumnType<string | null, string | null | undefined, string | null>;
  /** Carried from a comment on another version of the asset: that comment. */
  carriedFrom: ColumnType<string | null, string | null | undefined, string | null>;
  /** Made in this review session, by someone in it. */
  reviewSessionId: ColumnType<string | null, string | null | undefined, string | null>;
}

export type Comment = Selectable<CommentTable>;
export type NewComment = Insertable<CommentTable>;

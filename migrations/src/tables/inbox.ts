import type { ColumnType, Selectable } from 'kysely';

type Moment = ColumnType<Date, Date | string, Date | string>;

/** `inbox_item`: what one person hears of: a mention of them, a reply to their comment. */
export interface InboxItemTable {
  id: string;
  userId: string;
  /** mention or reply */
  kind: string;
  projectId: string;
  assetId: string;
  versionId: string;
  commentId: string;
  /** The user who wrote the comment; null for a visitor's or a token's. */
  actorId: string | null;
  at: Moment;
  readAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When it went in a mail to them; null while it has not. */
  mailedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** `inbox_comment_author`: who wrote each comment a user wrote, for the replies to it. */
export interface InboxCommentAuthorTable {
  commentId: string;
  userId: string;
}

export type InboxItemRow = Selectable<InboxItemTable>;

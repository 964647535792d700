import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * A share link's watermark as stored: what it shows, its custom text, where it sits and how
 * opaque it is. One stored before watermarks had types and opacity has only text and position.
 */
export interface ShareLinkWatermark {
  type?: string;
  text: string;
  position: string;
  opacity?: number;
}

/**
 * `share_link` (the links projection): a share link of a project, opened by its `token`. A
 * deleted link keeps its row with `deletedAt`; `passwordHash` is argon2id, null without password.
 */
export interface ShareLinkTable {
  id: string;
  projectId: string;
  token: string;
  name: string;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  expiresAt: Timestamp | null;
  passwordHash: string | null;
  canDownload: boolean;
  allowComments: boolean;
  watermark: ColumnType<ShareLinkWatermark | null, string | null, string | null>;
  deletedAt: Timestamp | null;
  /** The collection it shares instead of folders and assets; null for the others. */
  collectionId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** `share_link_item`: one folder or one asset a link shares. */
export interface ShareLinkItemTable {
  linkId: string;
  folderId: string | null;
  assetId: string | null;
}

export type ShareLink = Selectable<ShareLinkTable>;
export type NewShareLink = Insertable<ShareLinkTable>;

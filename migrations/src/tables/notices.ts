import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * `notice` (the notices' projection, emptied as they are mailed): a new file (`content`, its asset
 * the subject) or a new comment (`comment`) of a project, and who made it (null: a visitor).
 */
export interface NoticeTable {
  id: Generated<string>;
  kind: string;
  subjectId: string;
  projectId: string;
  assetId: string;
  actorId: string | null;
  at: ColumnType<Date, Date | string, Date | string>;
}

export type Notice = Selectable<NoticeTable>;

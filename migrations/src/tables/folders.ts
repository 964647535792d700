import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `folder`: every folder of every project; a root folder has no parent. */
export interface FolderTable {
  id: string;
  projectId: string;
  parentId: string | null;
  /** Collated `rushes_name` (ICU, numbers compared as numbers): 'Day 2' sorts before 'Day 10'. */
  name: string;
  createdAt: Timestamp;
  modifiedAt: Timestamp;
  createdBy: string | null;
  /** Storage key of the poster shown instead of the automatic thumbnail; null for none. */
  posterKey: ColumnType<string | null, string | null | undefined, string | null>;
}

export type Folder = Selectable<FolderTable>;
export type NewFolder = Insertable<FolderTable>;

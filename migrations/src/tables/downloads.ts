import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One file of a download: where it is stored, and its path inside the zip. */
export interface DownloadFile {
  versionId: string;
  sourceKey: string;
  path: string;
  size: number;
}

/** `download` (written by the BFF when someone asks): the files of a zip download. */
export interface DownloadTable {
  id: string;
  projectId: string;
  /** What the browser saves: `<name>.zip`. */
  name: string;
  files: ColumnType<DownloadFile[], string, string>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  expiresAt: Timestamp;
}

export type Download = Selectable<DownloadTable>;
export type NewDownload = Insertable<DownloadTable>;

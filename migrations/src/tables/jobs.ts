import type { ColumnType, Insertable, Selectable } from 'kysely';

/** A timestamp: a Date when read, a Date or ISO string when written. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `job`: the processing of a version, WAITING from the `asset.version_added` that names it. */
export interface JobTable {
  id: string;
  projectId: string;
  folderId: string;
  assetId: string;
  versionId: string;
  /** The file's name. */
  name: string;
  /** PROCESSING or MAINTENANCE. */
  type: string;
  /** WAITING, RUNNING, COMPLETED, FAILED or CANCELLED. */
  state: string;
  /** 0 to 100. */
  progress: number;
  /** Why it failed, for the user. */
  reason: string | null;
  attempt: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  createdBy: string | null;
}

export type Job = Selectable<JobTable>;
export type NewJob = Insertable<JobTable>;

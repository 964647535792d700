import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectTable {
  id: string;
  workspaceId: string;
  name: string;
  managerId: string;
  rootFolderId: string;
  createdAt: Timestamp;
  createdBy: string | null;
  production: Generated<string>;
  director: Generated<string>;
  dop: Generated<string>;
  crew: Generated<string[]>;
  /** YYYY-MM-DD, or null when not set. */
  shootingStart: string | null;
  shootingEnd: string | null;
  /** One of the event catalogue's `slateFormats`. */
  slateFormat: Generated<string>;
}

export type Project = Selectable<ProjectTable>;
export type NewProject = Insertable<ProjectTable>;

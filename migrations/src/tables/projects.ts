import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectTable {
  id: string;
  workspaceId: string;
  name: string;
  managerId: string;
  rootFolderId: string;
  createdAt: Timestamp;
  createdBy: string | null;
}

export type Project = Selectable<ProjectTable>;
export type NewProject = Insertable<ProjectTable>;

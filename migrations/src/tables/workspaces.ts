import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface WorkspaceTable {
  id: string;
  name: string;
  isDefault: boolean;
  createdAt: Timestamp;
  createdBy: string | null;
}

export type Workspace = Selectable<WorkspaceTable>;
export type NewWorkspace = Insertable<WorkspaceTable>;

import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface WorkspaceTable {
  id: string;
  name: string;
  isDefault: boolean;
  createdAt: Timestamp;
  createdBy: string | null;
  /** Storage keys of the branding images; null when there is none. */
  logoKey: ColumnType<string | null, string | null | undefined, string | null>;
  projectPosterKey: ColumnType<string | null, string | null | undefined, string | null>;
}

export type Workspace = Selectable<WorkspaceTable>;
export type NewWorkspace = Insertable<WorkspaceTable>;

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
  /** Its members may draw annotations (superusers always may). */
  annotations: ColumnType<boolean, boolean | undefined, boolean>;
}

export type Workspace = Selectable<WorkspaceTable>;
export type NewWorkspace = Insertable<WorkspaceTable>;

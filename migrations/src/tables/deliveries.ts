import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint: `pg` returns it as a string. */
type Int8 = ColumnType<string, number | string, number | string>;

/** `project_integration`: the integrations a project has turned on (one row each while on). */
export interface ProjectIntegrationTable {
  projectId: string;
  /** MEDIACOMPOSER. */
  integration: string;
  enabledAt: Timestamp;
  enabledBy: string | null;
}

/** `delivery_file`: a folder's file an integration keeps, as its last update names it. */
export interface DeliveryFileTable {
  folderId: string;
  integration: string;
  /** avid_markers or ale. */
  kind: string;
  projectId: string;
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
  sha256: string;
  updatedAt: Timestamp;
}

/**
 * `delivery_pending`: a folder of a project with an integration on, whose files may have to
 * change since `first_at`; `at` is its latest change and `seq` the log position the read models
 * must have passed before the files are written again.
 */
export interface DeliveryPendingTable {
  folderId: string;
  projectId: string;
  seq: Int8;
  firstAt: Timestamp;
  at: Timestamp;
}

export type DeliveryFile = Selectable<DeliveryFileTable>;
export type ProjectIntegration = Selectable<ProjectIntegrationTable>;

import type { ColumnType } from 'kysely';

/** `event_scope_subject`: the project a folder, asset, comment or link (`<collection>/<id>`) is in. */
export interface EventScopeSubjectTable {
  subject: string;
  projectId: string;
}

/**
 * `event_scope_project`: the workspace a project is in from the log's commit `fromSeq` on, until
 * its next row. A read model of the public event feed.
 */
export interface EventScopeProjectTable {
  projectId: string;
  fromSeq: ColumnType<string, number | string, number | string>;
  workspaceId: string;
}

import type { ColumnType, Selectable } from 'kysely';

/** How far each projection has applied the log; written in the same transaction as its tables. */
export interface ProjectionCheckpointTable {
  name: string;
  /** A bigint: `pg` returns it as a string. */
  seq: ColumnType<string, number | string, number | string>;
}

export type ProjectionCheckpoint = Selectable<ProjectionCheckpointTable>;

import type { ProjectionCheckpointTable } from './tables/projection.ts';

/** Every read-model table, as Kysely sees it (camelCase; SQL is snake_case). */
export interface Database {
  projectionCheckpoint: ProjectionCheckpointTable;
}

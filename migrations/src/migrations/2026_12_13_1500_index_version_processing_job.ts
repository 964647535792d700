import { type Kysely, sql } from 'kysely';

// A job's levels still being encoded leave its version's read model when an attempt ends or
// another begins (decision 0133): the version is found by its job, as a failure or a
// cancellation names no version.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX version_processing_job_idx ON version (processing_job_id)`.execute(db);
}

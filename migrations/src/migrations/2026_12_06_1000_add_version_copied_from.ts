import { type Kysely, sql } from 'kysely';

// A copied asset's versions (items.copied) share their stored media with the versions they were
// copied from: what processing still finds for the original (levels, images, probe) reaches the
// copies through `copied_from`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE version ADD COLUMN copied_from uuid`.execute(db);
  await sql`CREATE INDEX version_copied_from_idx ON version (copied_from)`.execute(db);
}

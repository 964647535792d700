import { type Kysely, sql } from 'kysely';

// Starting an upload with `resume` looks for the person's unfinished upload of the same file
// into the same folder (decision 0127): only started uploads are looked up, by folder, person and
// name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX upload_resumable_idx ON upload (folder_id, created_by, filename)
    WHERE state = 'started'
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

// A comment imported from an edit suite's marker keeps where it came from: the file's format and
// the marker's own user and colour (comment.added v6).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE comment ADD COLUMN marker_format text`.execute(db);
  await sql`ALTER TABLE comment ADD COLUMN marker_user text`.execute(db);
  await sql`ALTER TABLE comment ADD COLUMN marker_colour text`.execute(db);
}

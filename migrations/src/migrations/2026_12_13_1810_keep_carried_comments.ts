import { type Kysely, sql } from 'kysely';

// A comment carried from another version of its asset names the comment it came from
// (comment.added v6).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE comment ADD COLUMN carried_from uuid`.execute(db);
}

import { type Kysely, sql } from 'kysely';

// A review session's presenter's pointer over the picture (decision 0146), for the followers who
// read the session as each change of it reaches them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE review_session ADD COLUMN pointer jsonb`.execute(db);
}

import { type Kysely, sql } from 'kysely';

// A deleted user keeps their row, marked: comments, assets, projects and sessions still name
// them, and their name keeps showing there. Only users not deleted hold their e-mail address,
// so someone new may be invited with a deleted user's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ADD COLUMN deleted_at timestamptz`.execute(db);
  await sql`DROP INDEX app_user_email_key`.execute(db);
  await sql`
    CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email)) WHERE deleted_at IS NULL
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

// A user's preferences (the account area): whether a video starts playing when it opens, and
// whether they prefer the newer upload flow. Every existing user keeps autoPlay on, V2 off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE app_user
      ADD COLUMN auto_play boolean NOT NULL DEFAULT true,
      ADD COLUMN prefers_upload_v2 boolean NOT NULL DEFAULT false
  `.execute(db);
}

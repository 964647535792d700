import { type Kysely, sql } from 'kysely';

// A transfer an API token made (a machine downloading with `assets:read`): `actor_id` is then
// the token's id, and the statistics show the token's name where a person's would be.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE transfer ADD COLUMN from_token boolean NOT NULL DEFAULT false`.execute(db);
}

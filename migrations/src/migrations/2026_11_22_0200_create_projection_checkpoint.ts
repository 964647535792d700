import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE projection_checkpoint (
      name text PRIMARY KEY,
      seq bigint NOT NULL
    )
  `.execute(db);
}

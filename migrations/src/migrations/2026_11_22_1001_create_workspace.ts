import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE workspace (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      is_default boolean NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid
    )
  `.execute(db);
}

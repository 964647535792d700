import { type Kysely, sql } from 'kysely';

// A folder's review rounds: named moments, for what changed since (decision 0145).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_round (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      folder_id uuid NOT NULL,
      name text NOT NULL,
      at timestamptz NOT NULL,
      marked_by jsonb NOT NULL,
      marked_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX review_round_folder_idx ON review_round (folder_id, at)`.execute(db);
}

import { type Kysely, sql } from 'kysely';

// Each person's inbox: mentions of them and replies to their comments (decision 0148).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE inbox_item (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      project_id uuid NOT NULL,
      asset_id uuid NOT NULL,
      version_id uuid NOT NULL,
      comment_id uuid NOT NULL,
      actor_id uuid,
      at timestamptz NOT NULL,
      read_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX inbox_item_user_idx ON inbox_item (user_id, at DESC)`.execute(db);
  await sql`CREATE INDEX inbox_item_comment_idx ON inbox_item (comment_id)`.execute(db);
  await sql`
    CREATE TABLE inbox_comment_author (
      comment_id uuid PRIMARY KEY,
      user_id uuid NOT NULL
    )
  `.execute(db);
}

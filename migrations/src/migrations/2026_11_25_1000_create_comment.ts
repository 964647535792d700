import { type Kysely, sql } from 'kysely';

// A removed comment keeps its row (flagged, text cleared) so its replies stay attached. A thread's
// top-level comments list by position (those without one last), then time; replies by time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE comment (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      asset_id uuid NOT NULL,
      version_id uuid NOT NULL,
      parent_id uuid,
      text text NOT NULL,
      start integer,
      "end" integer,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      created_by uuid,
      deleted boolean NOT NULL DEFAULT false
    )
  `.execute(db);
  await sql`
    CREATE INDEX comment_version_idx
    ON comment (version_id, (coalesce(start, 2147483647)), created_at, id)
    WHERE parent_id IS NULL
  `.execute(db);
  await sql`
    CREATE INDEX comment_parent_idx ON comment (parent_id, created_at, id)
    WHERE parent_id IS NOT NULL
  `.execute(db);
}

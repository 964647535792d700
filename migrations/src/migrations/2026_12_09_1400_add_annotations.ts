import { type Kysely, sql } from 'kysely';

// Drawn annotations: a comment's drawing (comment.added v4) and the workspace setting that lets its
// members draw (workspace.annotations_set); off at first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE comment ADD COLUMN annotation jsonb`.execute(db);
  await sql`ALTER TABLE workspace ADD COLUMN annotations boolean NOT NULL DEFAULT false`.execute(
    db,
  );
}

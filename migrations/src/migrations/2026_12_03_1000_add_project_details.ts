import { type Kysely, sql } from 'kysely';

// A project's details, shooting days and slate format (project.details_changed and
// project.settings_changed); the title index pages the list by title; the version index sums a
// project's size. Shooting days stay the YYYY-MM-DD text the events carry: a `date` would come
// back as a Date at the server's local midnight.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE project
      ADD COLUMN production text NOT NULL DEFAULT '',
      ADD COLUMN director text NOT NULL DEFAULT '',
      ADD COLUMN dop text NOT NULL DEFAULT '',
      ADD COLUMN crew text[] NOT NULL DEFAULT '{}',
      ADD COLUMN shooting_start text,
      ADD COLUMN shooting_end text,
      ADD COLUMN slate_format text NOT NULL DEFAULT 'SCENE_SHOT_TAKE'
  `.execute(db);
  await sql`CREATE INDEX project_title_idx ON project (lower(name), id)`.execute(db);
  await sql`CREATE INDEX version_project_idx ON version (project_id)`.execute(db);
}

import { type Kysely, sql } from 'kysely';

// A project's watermark and image overlay (project.watermarks_changed, project.overlay_changed,
// project.overlay_image_set): the settings as the events carry them, null until first changed
// (the defaults apply), and the storage key of the overlay image.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE project
      ADD COLUMN watermarks jsonb,
      ADD COLUMN overlay jsonb,
      ADD COLUMN overlay_image_key text
  `.execute(db);
}

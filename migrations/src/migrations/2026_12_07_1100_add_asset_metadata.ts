import { type Kysely, sql } from 'kysely';

// An asset's metadata (asset.metadata_set): its entries in order, its slate, the slate's text in
// its project's format (`scene_take`, sorted as names are), whether it is circled, and its values
// as one text for the folder's filter. The assets read model keeps each project's slate format
// (project.settings_changed) to write `scene_take` from its own events alone.
// The records of imported metadata files (metadata.imported) are kept for the clips a folder gets
// later: looked up by the forms of the names they give their clip and by their reels.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE asset
      ADD COLUMN metadata jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN slate jsonb,
      ADD COLUMN scene_take text COLLATE rushes_name,
      ADD COLUMN circled boolean NOT NULL DEFAULT false,
      ADD COLUMN metadata_text text NOT NULL DEFAULT ''
  `.execute(db);
  // The folder's list by shown name: the slate's text, else the name.
  await sql`
    CREATE INDEX asset_folder_shown_name_idx ON asset (folder_id, (coalesce(scene_take, name)), id)
  `.execute(db);
  // Whether a folder has slated or circled takes, answered without reading its other assets.
  await sql`
    CREATE INDEX asset_folder_slated_idx ON asset (folder_id) WHERE scene_take IS NOT NULL
  `.execute(db);
  await sql`CREATE INDEX asset_folder_circled_idx ON asset (folder_id) WHERE circled`.execute(db);
  await sql`
    CREATE TABLE asset_slate_format (project_id uuid PRIMARY KEY, slate_format text NOT NULL)
  `.execute(db);
  await sql`
    CREATE TABLE metadata_import (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      folder_id uuid NOT NULL,
      filename text NOT NULL,
      format text NOT NULL,
      parts integer NOT NULL,
      parts_in integer NOT NULL,
      created_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX metadata_import_folder_idx ON metadata_import (folder_id)`.execute(db);
  await sql`
    CREATE TABLE metadata_record (
      import_id uuid NOT NULL,
      position integer NOT NULL,
      folder_id uuid NOT NULL,
      name_keys text[] NOT NULL,
      reels text[] NOT NULL,
      record jsonb NOT NULL,
      PRIMARY KEY (import_id, position)
    )
  `.execute(db);
  await sql`CREATE INDEX metadata_record_folder_idx ON metadata_record (folder_id)`.execute(db);
  await sql`CREATE INDEX metadata_record_names_idx ON metadata_record USING gin (name_keys)`.execute(
    db,
  );
  await sql`CREATE INDEX metadata_record_reels_idx ON metadata_record USING gin (reels)`.execute(
    db,
  );
}

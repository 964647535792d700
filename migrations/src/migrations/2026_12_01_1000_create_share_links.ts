import { type Kysely, sql } from 'kysely';

// Share links as their owners list them and their visitors open them (by token). A deleted link
// keeps its row, marked `deleted_at`, so nothing reaches it any more and its history stays.
// `share_link_item` holds what a link shares: one row per folder or asset.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE share_link (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      token text NOT NULL UNIQUE,
      name text NOT NULL,
      created_by uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      expires_at timestamptz,
      password_hash text,
      can_download boolean NOT NULL,
      allow_comments boolean NOT NULL,
      watermark jsonb,
      deleted_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX share_link_created_idx ON share_link (created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX share_link_project_idx ON share_link (project_id)`.execute(db);
  await sql`
    CREATE TABLE share_link_item (
      link_id uuid NOT NULL,
      folder_id uuid,
      asset_id uuid,
      CHECK ((folder_id IS NULL) <> (asset_id IS NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX share_link_item_link_idx ON share_link_item (link_id)`.execute(db);
}

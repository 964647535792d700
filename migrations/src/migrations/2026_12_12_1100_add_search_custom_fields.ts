import { type Kysely, sql } from 'kysely';

// Custom field values in the search read model (decisions 0122, 0124). The search projection keeps
// its own copy of what it needs, so it rebuilds from the log alone:
// - `search_custom_field`: each field's workspace, name, the key filters name it by
//   (`searchFieldKey`), its type and options (to convert its values when they change);
// - `search_custom_value`: each value an asset holds, as the entry search reads (its type, text,
//   value and the keys it equals);
// - `search_project`: each project's workspace, whose fields are the ones its assets show.
// An asset's document gathers its values shown: `custom`, entries by the field's key, for
// `field:value` (a GIN index finds equality), and `custom_text`, its text values, among its words.
// The search model is emptied and replayed from the log at the next start, so the values set
// before this migration are found too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE search_custom_field (
      id uuid PRIMARY KEY,
      workspace_id uuid NOT NULL,
      name text NOT NULL,
      key text NOT NULL,
      type text NOT NULL,
      options text[] NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE INDEX search_custom_field_workspace_idx ON search_custom_field (workspace_id)
  `.execute(db);
  await sql`
    CREATE TABLE search_custom_value (
      asset_id uuid NOT NULL,
      field_id uuid NOT NULL,
      entry jsonb NOT NULL,
      PRIMARY KEY (asset_id, field_id)
    )
  `.execute(db);
  await sql`CREATE INDEX search_custom_value_field_idx ON search_custom_value (field_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE search_project (id uuid PRIMARY KEY, workspace_id uuid NOT NULL)
  `.execute(db);
  await sql`
    ALTER TABLE search_document
      ADD COLUMN custom jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN custom_text text NOT NULL DEFAULT ''
  `.execute(db);
  // `words` gains the text values at the weight of metadata (C): a generated column's expression
  // is replaced by dropping it (with its index) and adding it again.
  await sql`ALTER TABLE search_document DROP COLUMN words`.execute(db);
  await sql`
    ALTER TABLE search_document ADD COLUMN words tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', rushes_search_text(
        name || ' ' || coalesce(slate_text, '') || ' ' || coalesce(slate_labels, '')
        || ' ' || rushes_search_text(filenames))), 'A')
      || setweight(to_tsvector('simple', rushes_search_text(coalesce(email, ''))), 'B')
      || setweight(to_tsvector('simple', rushes_search_text(metadata_text || ' ' || custom_text)),
        'C')
    ) STORED
  `.execute(db);
  await sql`CREATE INDEX search_document_words_idx ON search_document USING gin (words)`.execute(
    db,
  );
  await sql`
    CREATE INDEX search_document_custom_idx ON search_document USING gin (custom jsonb_path_ops)
  `.execute(db);
  await sql`
    TRUNCATE search_document, search_comment, search_word, search_slate_format
  `.execute(db);
  await sql`DELETE FROM projection_checkpoint WHERE name = 'search'`.execute(db);
}

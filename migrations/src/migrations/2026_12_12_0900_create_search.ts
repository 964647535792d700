import { type Kysely, sql } from 'kysely';

// The search read model (decision 0122). `search_document` holds one row per thing a person may
// find — user, project, folder, asset, share — with the texts it is found by; PostgreSQL derives
// the searchable forms itself (generated columns), so every writer stores plain text:
// - `words`: the `simple` configuration (no stemming) over names, slates, file names and e-mail
//   (weight A and B) and metadata values (C), cut at punctuation, accents and case aside;
// - `comment_words`: the `english` configuration (stemmed) over an asset's comments;
// - `names_norm`: names, slate and file names in one normalised text, whose trigram index finds a
//   part of a word ("C012" in "A003C012");
// - `exact_keys` (slates and files) and `name_keys` (name, e-mail): whole texts, normalised, that
//   a search typed exactly ranks first.
// `search_word` is the vocabulary of words of five letters or more, whose trigram index proposes
// the words a typo may have meant. `search_comment` keeps each comment for its asset's text.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Both ship with PostgreSQL's contrib (the embedded server's too) and are trusted: the database's
  // owner creates them, no superuser needed.
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  // unaccent() is only STABLE (its dictionary could be changed): fixed to one dictionary, it may
  // build indexes and generated columns.
  await sql`
    CREATE FUNCTION rushes_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN unaccent('unaccent'::regdictionary, $1)
  `.execute(db);
  // Text as search compares it: accents off, lower case, every run of spaces and punctuation one
  // space ("A003_C012.mov" → "a003 c012 mov", "19A/3" → "19a 3").
  await sql`
    CREATE FUNCTION rushes_search_text(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN btrim(regexp_replace(lower(rushes_unaccent($1)), '[[:space:][:punct:]]+', ' ', 'g'))
  `.execute(db);
  // The same over a list (array_to_string is only STABLE for arrays of any type; of text it is not).
  await sql`
    CREATE FUNCTION rushes_search_text(text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN rushes_search_text(array_to_string($1, ' '))
  `.execute(db);
  // A whole name as ranking compares it: each file's name with and without its extension.
  await sql`
    CREATE FUNCTION rushes_search_file_keys(text[]) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN ARRAY(SELECT key FROM unnest($1) AS file, LATERAL (VALUES
        (rushes_search_text(file)),
        (rushes_search_text(regexp_replace(file, '\\.[^.]*$', '')))) AS keys (key))
  `.execute(db);
  await sql`
    CREATE TABLE search_document (
      id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('user', 'project', 'folder', 'asset', 'share')),
      project_id uuid,
      folder_id uuid,
      name text NOT NULL,
      slate jsonb,
      slate_text text,
      slate_labels text,
      filenames text[] NOT NULL DEFAULT '{}',
      metadata jsonb NOT NULL DEFAULT '[]',
      metadata_text text NOT NULL DEFAULT '',
      fields jsonb NOT NULL DEFAULT '{}',
      email text,
      created_by uuid,
      comments text NOT NULL DEFAULT '',
      listed boolean NOT NULL DEFAULT true,
      words tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', rushes_search_text(
          name || ' ' || coalesce(slate_text, '') || ' ' || coalesce(slate_labels, '')
          || ' ' || rushes_search_text(filenames))), 'A')
        || setweight(to_tsvector('simple', rushes_search_text(coalesce(email, ''))), 'B')
        || setweight(to_tsvector('simple', rushes_search_text(metadata_text)), 'C')
      ) STORED,
      comment_words tsvector GENERATED ALWAYS AS (
        to_tsvector('english', rushes_unaccent(comments))
      ) STORED,
      names_norm text GENERATED ALWAYS AS (
        rushes_search_text(name || ' ' || coalesce(slate_text, '') || ' '
          || rushes_search_text(filenames))
      ) STORED,
      exact_keys text[] GENERATED ALWAYS AS (
        ARRAY[rushes_search_text(coalesce(slate_text, '')),
          rushes_search_text(coalesce(slate_labels, ''))] || rushes_search_file_keys(filenames)
      ) STORED,
      name_keys text[] GENERATED ALWAYS AS (
        ARRAY[rushes_search_text(name), rushes_search_text(coalesce(email, ''))]
      ) STORED
    )
  `.execute(db);
  await sql`CREATE INDEX search_document_words_idx ON search_document USING gin (words)`.execute(
    db,
  );
  await sql`
    CREATE INDEX search_document_comment_words_idx ON search_document USING gin (comment_words)
  `.execute(db);
  await sql`
    CREATE INDEX search_document_names_idx ON search_document USING gin (names_norm gin_trgm_ops)
  `.execute(db);
  await sql`
    CREATE INDEX search_document_fields_idx ON search_document USING gin (fields jsonb_path_ops)
  `.execute(db);
  await sql`CREATE INDEX search_document_project_idx ON search_document (project_id)`.execute(db);
  await sql`CREATE INDEX search_document_folder_idx ON search_document (folder_id)`.execute(db);
  await sql`
    CREATE TABLE search_comment (
      id uuid PRIMARY KEY,
      asset_id uuid NOT NULL,
      text text NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX search_comment_asset_idx ON search_comment (asset_id)`.execute(db);
  await sql`CREATE TABLE search_word (word text PRIMARY KEY)`.execute(db);
  await sql`
    CREATE INDEX search_word_trigram_idx ON search_word USING gin (word gin_trgm_ops)
  `.execute(db);
  // The words of the vocabulary a typo of one letter may have meant, nearest first, for the caller
  // to check. One edit leaves a word of five letters at least a fifth of its trigrams in common
  // with it ("fcous" and "focus": 0.2), below pg_trgm's default threshold of 0.3: this query alone
  // lowers it, through the index.
  await sql`
    CREATE FUNCTION rushes_search_near(text) RETURNS text[]
      LANGUAGE sql STABLE PARALLEL SAFE STRICT
      SET pg_trgm.similarity_threshold = 0.19
      AS $$
        SELECT coalesce(array_agg(word ORDER BY similarity(word, $1) DESC, word), '{}')
        FROM (SELECT word FROM search_word
          WHERE word % $1 AND word <> $1 AND length(word) BETWEEN length($1) - 1 AND length($1) + 1
          ORDER BY similarity(word, $1) DESC, word LIMIT 50) AS near
      $$
  `.execute(db);
  await sql`
    CREATE TABLE search_slate_format (project_id uuid PRIMARY KEY, slate_format text NOT NULL)
  `.execute(db);
}

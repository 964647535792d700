import { type Kysely, type RawBuilder, sql } from 'kysely';

// Search's indexes led by where a document lives (decision 0122, Consequences): a searcher
// reaches a few projects of many, and an index of the whole table hands a common word's every
// document to the reach's filter (half a million for "alexa" over a million assets, too many for
// an exact bitmap). Led by the project and folder (`btree_gin`), an index finds a word's documents
// in those projects or folders only. Assets, by far the most documents, have indexes of their
// own, so a group's search (folders, people) never walks the assets a common word matches.
// `keys` finds the documents a whole typed text names (slate, file, name, e-mail), ranked first.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Trusted, in PostgreSQL's contrib (the embedded server's too): the database's owner creates it.
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  for (const index of ['words', 'comment_words', 'names', 'fields']) {
    await sql`DROP INDEX ${sql.id(`search_document_${index}_idx`)}`.execute(db);
  }
  const groups = [
    { name: 'asset', where: sql`kind = 'asset'` },
    { name: 'other', where: sql`kind <> 'asset'` },
  ];
  for (const { name, where } of groups) {
    const index = (column: string, what: RawBuilder<unknown>) =>
      sql`CREATE INDEX ${sql.id(`search_document_${name}_${column}_idx`)} ON search_document
        USING gin (project_id, folder_id, ${what}) WHERE ${where}`.execute(db);
    await index('words', sql`words`);
    await index('names', sql`names_norm gin_trgm_ops`);
    await index('keys', sql`(exact_keys || name_keys)`);
  }
  // comments and columns are an asset's only
  await sql`CREATE INDEX search_document_asset_comment_words_idx ON search_document
    USING gin (project_id, folder_id, comment_words) WHERE kind = 'asset'`.execute(db);
  await sql`CREATE INDEX search_document_asset_fields_idx ON search_document
    USING gin (project_id, folder_id, fields jsonb_path_ops) WHERE kind = 'asset'`.execute(db);
}

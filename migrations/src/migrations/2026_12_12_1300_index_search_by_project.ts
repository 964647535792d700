import { type Kysely, type RawBuilder, sql } from 'kysely';

// Search's indexes led by where a document lives (decision 0122, Consequences). A searcher reaches
// a few projects of many, and an index of the whole table hands a common word's every document to
// the reach's filter (half a million for "alexa" over a million assets, too many for an exact
// bitmap). Each index here leads with the document's project and folder as an array, which a
// search asks to overlap the reach's projects and folders: the word's documents in those only, in
// one scan. (The project itself as a GIN key, through `btree_gin`, costs a scan per project: a
// list of ids is not a GIN key set, PostgreSQL runs the scan again for each.) Assets, by far the
// most documents, have indexes of their own, so searching the other groups never walks the assets
// a common word matches. `keys` finds the documents a whole typed text names exactly.
export async function up(db: Kysely<unknown>): Promise<void> {
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
        USING gin ((ARRAY[project_id, folder_id]), ${what}) WHERE ${where}`.execute(db);
    await index('words', sql`words`);
    await index('names', sql`names_norm gin_trgm_ops`);
    await index('keys', sql`(exact_keys || name_keys)`);
    // comments and columns are an asset's only
    if (name === 'asset') {
      await index('comment_words', sql`comment_words`);
      await index('fields', sql`fields jsonb_path_ops`);
    }
  }
}

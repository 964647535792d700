import { type Kysely, sql } from 'kysely';

// A capped search's assets past those it ranked are listed by name as people read them, then id
// (decision 0122, amended): the rest of a common word's, read in that order from here, a page at
// a time, where a bitmap of every match would be read and sorted for each page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX search_document_asset_name_idx ON search_document (name COLLATE rushes_name, id)
    WHERE kind = 'asset'
  `.execute(db);
}

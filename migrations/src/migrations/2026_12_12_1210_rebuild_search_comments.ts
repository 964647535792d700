import { type Kysely, sql } from 'kysely';

// Search keeps only the comments an asset has now (a removed one leaves `search_comment`, where
// it used to stay with an empty text), so `has:comments` counts a drawing without words and never
// a removed comment (decision 0125). The rows before cannot tell the two apart: the search read
// model starts again from the log's first event.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`TRUNCATE search_document, search_comment, search_word, search_slate_format`.execute(db);
  await sql`DELETE FROM projection_checkpoint WHERE name = 'search'`.execute(db);
}

import { type Kysely, sql } from 'kysely';

// A folder's poster (folder.poster_set, folder.poster_removed): the storage key of the image it
// shows in lists instead of its automatic thumbnail, null when it has none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE folder ADD COLUMN poster_key text`.execute(db);
}

import { type Kysely, sql } from 'kysely';

// Where a session was signed in from, for the account's list of sessions: the browser's user
// agent and the client's address (null for sessions from before).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE session ADD COLUMN user_agent text, ADD COLUMN client_ip text`.execute(db);
}

import { type Kysely, sql } from 'kysely';

// When each session was last used, for the users screens' Last Activity (its sign-in time is
// their Last Login). Sessions signed in before this count as last used when they began.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE session ADD COLUMN last_seen_at timestamptz`.execute(db);
  await sql`UPDATE session SET last_seen_at = created_at`.execute(db);
  await sql`ALTER TABLE session ALTER COLUMN last_seen_at SET DEFAULT now()`.execute(db);
  await sql`ALTER TABLE session ALTER COLUMN last_seen_at SET NOT NULL`.execute(db);
}

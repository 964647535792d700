import { type Kysely, sql } from 'kysely';

// How often each person's inbox is mailed, and which items went (decision 0148).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ADD COLUMN inbox_mail text NOT NULL DEFAULT 'immediately'`.execute(
    db,
  );
  await sql`ALTER TABLE inbox_item ADD COLUMN mailed_at timestamptz`.execute(db);
}

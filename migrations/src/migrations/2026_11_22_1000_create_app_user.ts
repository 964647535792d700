import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE app_user (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      password_hash text NOT NULL,
      is_superuser boolean NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email))`.execute(db);
}

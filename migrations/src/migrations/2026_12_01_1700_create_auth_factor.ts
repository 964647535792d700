import { type Kysely, sql } from 'kysely';

// The second factors' projection (`auth_factor`: no secrets, those stay sealed in the log) and
// the text-message codes sent and not yet used (`sms_code`: operational, never rebuilt).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_factor (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      type text NOT NULL,
      phone text,
      is_active boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      activated_at timestamptz,
      last_used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX auth_factor_user_idx ON auth_factor (user_id, created_at)`.execute(db);
  await sql`
    CREATE TABLE sms_code (
      factor_id uuid PRIMARY KEY,
      code_hash text NOT NULL,
      sent_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
}

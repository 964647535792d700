import { type Kysely, sql } from 'kysely';

// A download grant: the files someone was given to download together, found when they asked
// (with the rights they had then) and streamed as one zip while its URL holds. Operational state
// like a session, not a read model: the `download.requested` event records the fact.
// `transfer.file_count` lets the statistics show a zip as 'N file(s)'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE download (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      name text NOT NULL,
      files jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`ALTER TABLE transfer ADD COLUMN file_count integer NOT NULL DEFAULT 1`.execute(db);
}

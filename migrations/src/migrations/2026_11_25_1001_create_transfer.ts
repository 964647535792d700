import { type Kysely, sql } from 'kysely';

// Written by services/transfer-stats: one row per transfer, and totals per project and day (UTC).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE transfer (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      direction text NOT NULL CHECK (direction IN ('upload', 'download')),
      filename text NOT NULL,
      bytes bigint NOT NULL,
      status text NOT NULL,
      day date NOT NULL,
      created_at timestamptz NOT NULL,
      actor_id uuid,
      from_link boolean NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX transfer_project_day_idx ON transfer (project_id, day)`.execute(db);
  await sql`
    CREATE TABLE transfer_day (
      project_id uuid NOT NULL,
      day date NOT NULL,
      bytes_up bigint NOT NULL DEFAULT 0,
      bytes_down bigint NOT NULL DEFAULT 0,
      count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (project_id, day)
    )
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

// A transfer is recorded from its start to its end: an upload from `asset.upload_started`, ended
// completed, failed or cancelled; a zip download ended by its stream. Each says how its bytes
// travelled (`kind`: web or fast) and how long it took. The rows before knew only ends: the
// transfer statistics start again from the log's first event.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`TRUNCATE transfer, transfer_day`.execute(db);
  await sql`DELETE FROM projection_checkpoint WHERE name = 'transfer-stats'`.execute(db);
  await sql`
    ALTER TABLE transfer
      ADD COLUMN kind text NOT NULL CHECK (kind IN ('web', 'fast')),
      ADD COLUMN updated_at timestamptz NOT NULL,
      ADD COLUMN duration_ms bigint,
      ADD CONSTRAINT transfer_status_check
        CHECK (status IN ('started', 'completed', 'failed', 'cancelled'))
  `.execute(db);
}

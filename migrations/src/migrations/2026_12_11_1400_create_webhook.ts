import { type Kysely, sql } from 'kysely';

// Webhooks (Standard Webhooks). `webhook` is the read model of their events. The rest is the
// BFF's operational state, never derived from the log (a rebuild leaves it alone): the sealed
// signing secrets (`webhook_secret`), the place in the log the deliveries were made up to
// (`webhook_cursor`), replays asked for (`webhook_replay`), the deliveries with their attempts,
// and how long each endpoint has been failing (`webhook_health`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook (
      id uuid PRIMARY KEY,
      workspace_id uuid NOT NULL,
      url text NOT NULL,
      event_types text[] NOT NULL,
      description text NOT NULL,
      enabled boolean NOT NULL,
      disabled_reason text,
      disabled_at timestamptz,
      created_seq bigint NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid,
      updated_at timestamptz NOT NULL,
      secret_rotated_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX webhook_workspace_idx ON webhook (workspace_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE webhook_secret (
      id bigserial PRIMARY KEY,
      webhook_id uuid NOT NULL,
      sealed text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX webhook_secret_webhook_idx ON webhook_secret (webhook_id)`.execute(db);

  await sql`
    CREATE TABLE webhook_cursor (
      name text PRIMARY KEY,
      seq bigint NOT NULL,
      index integer NOT NULL
    )
  `.execute(db);

  await sql`
    CREATE TABLE webhook_replay (
      id uuid PRIMARY KEY,
      webhook_id uuid NOT NULL,
      from_at timestamptz NOT NULL,
      until_seq bigint NOT NULL,
      after_seq bigint,
      after_index integer,
      requested_at timestamptz NOT NULL
    )
  `.execute(db);

  await sql`
    CREATE TABLE webhook_delivery (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigserial NOT NULL,
      webhook_id uuid NOT NULL,
      message_id text NOT NULL,
      event_id text NOT NULL,
      event_type text NOT NULL,
      subject text NOT NULL,
      event_at timestamptz NOT NULL,
      body text NOT NULL,
      cause text NOT NULL,
      status text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      first_attempt_at timestamptz,
      last_attempt_at timestamptz,
      response_code integer,
      latency_ms integer,
      failure text,
      created_at timestamptz NOT NULL,
      finished_at timestamptz
    )
  `.execute(db);
  // The log's events are enqueued once per webhook, whichever BFF enqueues them.
  await sql`
    CREATE UNIQUE INDEX webhook_delivery_event_idx ON webhook_delivery (webhook_id, event_id)
    WHERE cause = 'event'
  `.execute(db);
  await sql`
    CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at, seq)
    WHERE status IN ('pending', 'delivering')
  `.execute(db);
  await sql`
    CREATE INDEX webhook_delivery_subject_idx ON webhook_delivery (webhook_id, subject, seq)
    WHERE status IN ('pending', 'delivering')
  `.execute(db);
  await sql`CREATE INDEX webhook_delivery_log_idx ON webhook_delivery (webhook_id, seq)`.execute(
    db,
  );

  await sql`
    CREATE TABLE webhook_delivery_attempt (
      delivery_id uuid NOT NULL,
      attempt integer NOT NULL,
      at timestamptz NOT NULL,
      response_code integer,
      latency_ms integer NOT NULL,
      failure text,
      PRIMARY KEY (delivery_id, attempt)
    )
  `.execute(db);

  await sql`
    CREATE TABLE webhook_health (
      webhook_id uuid PRIMARY KEY,
      failing_since timestamptz,
      last_success_at timestamptz
    )
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

// A project's chain of custody (decision 0119): each public event of the project, in log order,
// as the CloudEvent it was when chained, with its hash and the one before it. Not a read model:
// the hashes record what the log held when each event was first seen, so a rebuild never touches
// them. `id` (derived from the event's id) names a link as a GraphQL node. `custody_cursor` is how far the chain has read the log, moved in the same transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE custody_chain (
      project_id uuid NOT NULL,
      position bigint NOT NULL,
      event_id text NOT NULL UNIQUE,
      id uuid NOT NULL UNIQUE,
      cloud_event jsonb NOT NULL,
      previous_hash text NOT NULL,
      hash text NOT NULL,
      PRIMARY KEY (project_id, position)
    )
  `.execute(db);
  await sql`
    CREATE TABLE custody_cursor (
      one boolean PRIMARY KEY DEFAULT true CHECK (one),
      seq bigint NOT NULL,
      event_index integer NOT NULL
    )
  `.execute(db);
}

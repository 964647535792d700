import { type Kysely, sql } from 'kysely';

// Each asset's events as the log holds them (decision 0144): the asset's own, its versions' and
// its comments', with the commit's time and actor, read in one go to show the asset at any past
// moment. A comment's later events name only the comment: `comment_id` finds its asset.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE asset_history (
      asset_id uuid NOT NULL,
      seq bigint NOT NULL,
      position integer NOT NULL,
      at timestamptz NOT NULL,
      actor jsonb NOT NULL,
      type text NOT NULL,
      version integer NOT NULL,
      data jsonb NOT NULL,
      comment_id uuid,
      PRIMARY KEY (asset_id, seq, position)
    )
  `.execute(db);
  await sql`
    CREATE INDEX asset_history_comment_idx ON asset_history (comment_id)
    WHERE comment_id IS NOT NULL
  `.execute(db);
}

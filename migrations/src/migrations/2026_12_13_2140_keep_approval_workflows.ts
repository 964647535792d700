import { type Kysely, sql } from 'kysely';

// Folders' approval workflows and the decisions taken in them (decision 0147).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE approval_workflow (
      folder_id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      stages jsonb NOT NULL,
      set_by jsonb NOT NULL,
      set_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX approval_workflow_project_idx ON approval_workflow (project_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE approval_decision (
      position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      asset_id uuid NOT NULL,
      version_id uuid NOT NULL,
      folder_id uuid NOT NULL,
      stage_id uuid NOT NULL,
      reviewer_id uuid NOT NULL,
      decision text NOT NULL,
      note text NOT NULL,
      decided_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX approval_decision_asset_idx ON approval_decision (asset_id)`.execute(db);
  await sql`CREATE INDEX approval_decision_folder_idx ON approval_decision (folder_id)`.execute(db);
}

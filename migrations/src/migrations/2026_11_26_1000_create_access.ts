import { type Kysely, sql } from 'kysely';

// Who may do what: project members with their roles, their folder entries, workspace admins.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE project_member (
      project_id uuid NOT NULL,
      user_id uuid NOT NULL,
      role text NOT NULL,
      receive_folder_content_notifications boolean NOT NULL,
      receive_comment_notifications boolean NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid,
      PRIMARY KEY (project_id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX project_member_user_idx ON project_member (user_id)`.execute(db);
  await sql`
    CREATE TABLE folder_permission (
      project_id uuid NOT NULL,
      folder_id uuid NOT NULL,
      user_id uuid NOT NULL,
      view boolean NOT NULL,
      edit boolean NOT NULL,
      download boolean NOT NULL,
      share boolean NOT NULL,
      comment boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (folder_id, user_id)
    )
  `.execute(db);
  await sql`
    CREATE INDEX folder_permission_member_idx ON folder_permission (project_id, user_id)
  `.execute(db);
  await sql`
    CREATE TABLE workspace_admin (
      workspace_id uuid NOT NULL,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid,
      PRIMARY KEY (workspace_id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX workspace_admin_user_idx ON workspace_admin (user_id)`.execute(db);
}

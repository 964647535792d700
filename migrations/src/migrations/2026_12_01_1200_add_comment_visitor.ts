import { type Kysely, sql } from 'kysely';

// A share link's visitor may comment: such a comment has no user (`created_by` null) and names
// the link, the visit and the e-mail address the visitor gave (null when they gave none).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE comment
      ADD COLUMN author_link_id uuid,
      ADD COLUMN author_visit_id uuid,
      ADD COLUMN author_email text
  `.execute(db);
}

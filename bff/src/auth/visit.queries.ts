import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export async function insertVisit(
  db: Db,
  row: {
    id: string;
    linkId: string;
    email: string | null;
    clientIp: string | null;
    passwordHash: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insertInto('visit').values(row).execute();
}

/** The visit if it is live at `now`, marked as used. */
export const touchVisit = (db: Db, id: string, now: Date) =>
  db
    .updateTable('visit')
    .set({ lastSeenAt: now })
    .where('id', '=', id)
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();

/** Which live visits to end: one by id, or every one of a share link. */
export type VisitSelection = { id: string } | { linkId: string };

/** Ends the live visits selected; the ids it ended. */
export async function endVisits(db: Db, selection: VisitSelection, at: Date): Promise<string[]> {
  const rows = await db
    .updateTable('visit')
    .set({ endedAt: at })
    .where('endedAt', 'is', null)
    .where((eb) =>
      'id' in selection ? eb('id', '=', selection.id) : eb('linkId', '=', selection.linkId),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A visit by id, whatever became of it since. */
export const findVisit = (db: Db, id: string) =>
  db.selectFrom('visit').selectAll().where('id', '=', id).executeTakeFirst();

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

export async function endVisit(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('visit')
    .set({ endedAt: at })
    .where('id', '=', id)
    .where('endedAt', 'is', null)
    .execute();
}

export async function recordFailedAttempt(db: Db, linkId: string, clientIp: string) {
  await db.insertInto('linkAttempt').values({ linkId, clientIp }).execute();
}

/** Failed password attempts on a link since `since`: in all, and from the client. */
export async function failedAttempts(db: Db, linkId: string, clientIp: string, since: Date) {
  const row = await db
    .selectFrom('linkAttempt')
    .select((eb) => [
      eb.fn.countAll<string>().as('all'),
      eb.fn.count<string>(eb.case().when('clientIp', '=', clientIp).then(1).end()).as('fromClient'),
    ])
    .where('linkId', '=', linkId)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), fromClient: Number(row.fromClient) };
}

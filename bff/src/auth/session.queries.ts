import type { Database } from '@rushes/migrations';
import type { Kysely, Selectable } from 'kysely';

export type SessionRow = Selectable<Database['session']>;

export async function insertSession(
  db: Kysely<Database>,
  row: {
    id: string;
    userId: string;
    expiresAt: Date;
    userAgent: string | null;
    clientIp: string | null;
  },
): Promise<void> {
  await db.insertInto('session').values(row).execute();
}

/** How long a session lasts: unused, and at all. */
export interface SessionLimits {
  idleSeconds: number;
  maxAgeSeconds: number;
}

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * The live session, marked as used now (the account's sessions and the users screens' Last
 * Activity); none once ended, nor once unused or old past its limits.
 */
export const touchSession = (
  db: Kysely<Database>,
  id: string,
  limits: SessionLimits,
  now = new Date(),
): Promise<SessionRow | undefined> =>
  db
    .updateTable('session')
    .set({ lastSeenAt: now })
    .where('id', '=', id)
    .where('endedAt', 'is', null)
    .where('lastSeenAt', '>', ago(now, limits.idleSeconds))
    .where('createdAt', '>', ago(now, limits.maxAgeSeconds))
    .returningAll()
    .executeTakeFirst();

/** Why a session `touchSession` found no longer live ends: it lasted its time, or sat unused. */
export async function lapseOf(
  db: Kysely<Database>,
  id: string,
  limits: SessionLimits,
  now = new Date(),
): Promise<'expired' | 'idle'> {
  const row = await db
    .selectFrom('session')
    .select('createdAt')
    .where('id', '=', id)
    .executeTakeFirst();
  return row && row.createdAt <= ago(now, limits.maxAgeSeconds) ? 'expired' : 'idle';
}

/** The user's live sessions, the most recently used first. */
export const liveSessionsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('session')
    .select(['id', 'createdAt', 'lastSeenAt', 'userAgent', 'clientIp'])
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .orderBy('lastSeenAt', 'desc')
    .execute();

/** Each user's last sign-in and last use of any session; none for someone never signed in. */
export async function activityOf(db: Kysely<Database>, userIds: readonly string[]) {
  const rows = await db
    .selectFrom('session')
    .select((eb) => [
      'userId',
      eb.fn.max('createdAt').as('lastLoginAt'),
      eb.fn.max('lastSeenAt').as('lastActivityAt'),
    ])
    .where('userId', 'in', userIds)
    .groupBy('userId')
    .execute();
  return new Map(rows.map(({ userId, ...activity }) => [userId, activity]));
}

/**
 * Whether a session is live (or ended, or unused or old past its limits: stale), holding it
 * against an end until the transaction finishes: an end either comes first (and the rotation
 * sees it) or waits, then revokes the token just issued.
 */
export async function sessionStateForShare(
  db: Kysely<Database>,
  id: string,
  limits: SessionLimits,
  now = new Date(),
): Promise<'live' | 'ended' | 'stale'> {
  const row = await db
    .selectFrom('session')
    .select(['endedAt', 'lastSeenAt', 'createdAt'])
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
  if (!row || row.endedAt !== null) return 'ended';
  const unused = row.lastSeenAt <= ago(now, limits.idleSeconds);
  return unused || row.createdAt <= ago(now, limits.maxAgeSeconds) ? 'stale' : 'live';
}

/** A rotation keeps the session as long as its newest refresh token. */
export async function extendSession(
  db: Kysely<Database>,
  id: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ expiresAt })
    .where('id', '=', id)
    .where('expiresAt', '<', expiresAt)
    .execute();
}

/** Which live sessions to end: one by id, or every one of a user (but one, perhaps). */
export type SessionSelection = { id: string } | { userId: string; except?: string };

/**
 * Ends the live sessions selected and revokes their refresh tokens, in one transaction.
 * Returns those it ended, with their users (those already ended are left as they were).
 */
export function endSessions(
  db: Kysely<Database>,
  selection: SessionSelection,
  at: Date,
): Promise<{ id: string; userId: string }[]> {
  return db.transaction().execute(async (trx) => {
    let update = trx.updateTable('session').set({ endedAt: at }).where('endedAt', 'is', null);
    if ('id' in selection) update = update.where('id', '=', selection.id);
    else {
      update = update.where('userId', '=', selection.userId);
      if (selection.except) update = update.where('id', '!=', selection.except);
    }
    const ended = await update.returning(['id', 'userId']).execute();
    if (ended.length > 0) {
      await trx
        .updateTable('refreshToken')
        .set({ revokedAt: at })
        .where(
          'familyId',
          'in',
          ended.map(({ id }) => id),
        )
        .where('revokedAt', 'is', null)
        .execute();
    }
    return ended;
  });
}

/** Forgets a user's sessions (and their refresh tokens) that expired more than a day ago. */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db
    .deleteFrom('session')
    .where('userId', '=', userId)
    .where('expiresAt', '<', dayAgo)
    .execute();
}

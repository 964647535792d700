import type { Database } from '@rushes/migrations';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { coworkerIdsOf } from './coworkers.queries.ts';

type Db = Kysely<Database>;

/** The public columns of a user: never the password hash. */
export const userColumns = [
  'id',
  'email',
  'name',
  'isSuperuser',
  'createdAt',
  'invitedAt',
  'invitedBy',
  'joinedAt',
  'autoPlay',
  'prefersUploadV2',
  'inboxMail',
  'deletedAt',
] as const;

export type UserRow = Awaited<ReturnType<typeof findUsersByIds>>[number];

export const findUsersByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('appUser').select(userColumns).where('id', 'in', ids).execute();

const sameEmail = (email: string) => (eb: ExpressionBuilder<Database, 'appUser'>) =>
  eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase());

/**
 * What sign-in needs, found by e-mail whatever its case; undefined for an unknown address, a
 * deleted user, and an invited user who has not joined (no password yet: they cannot sign in nor
 * reset one).
 */
export const findUserForLogin = (db: Db, email: string) =>
  db
    .selectFrom('appUser')
    .select(['id', 'email', 'name', 'passwordHash', 'isSuperuser'])
    .where(sameEmail(email))
    .where('deletedAt', 'is', null)
    .where('passwordHash', 'is not', null)
    .$narrowType<{ passwordHash: string }>()
    .executeTakeFirst();

/** The user with this e-mail, whatever its case, joined or not; never a deleted one. */
export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('appUser')
    .select(userColumns)
    .where(sameEmail(email))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

export async function hasAnyUser(db: Db): Promise<boolean> {
  const row = await db.selectFrom('appUser').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The e-mail of the first superuser still there (who runs the installation); none without one. */
export async function firstSuperuserEmail(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('appUser')
    .select('email')
    .where('isSuperuser', '=', true)
    .where('deletedAt', 'is', null)
    .where('joinedAt', 'is not', null)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People not deleted whose name or e-mail contains `text`, by name; with `searcherId`, only those
 * who share a workspace with that searcher (null: everyone, for a superuser).
 */
export function searchPeople(db: Db, text: string, limit: number, searcherId: string | null) {
  let query = db
    .selectFrom('appUser')
    .select(userColumns)
    .where((eb) =>
      eb.or([eb('name', 'ilike', likePattern(text)), eb('email', 'ilike', likePattern(text))]),
    )
    .where('deletedAt', 'is', null);
  if (searcherId !== null) query = query.where('id', 'in', coworkerIdsOf(db, searcherId));
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

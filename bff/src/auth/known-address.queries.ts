import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** How long an address stays known after the right secret came from it. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 3_600_000;

const since = (now: Date) => new Date(now.getTime() - KNOWN_ADDRESS_MS);

/**
 * Whether the user signed in from `clientIp` of late (the sign-ins' read model). Asked for every
 * address typed, an account or not (a user id that names no one), so the answer's time tells
 * nothing of which addresses have an account.
 */
export async function hasSignedInFrom(db: Db, userId: string, clientIp: string, now: Date) {
  const row = await db
    .selectFrom('signInRecord')
    .select('at')
    .where('userId', '=', userId)
    .where('outcome', '=', 'signed_in')
    .where('clientIp', '=', clientIp)
    .where('at', '>', since(now))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a visitor at `clientIp` opened the link with this password of late. */
export async function hasOpenedFrom(
  db: Db,
  linkId: string,
  passwordHash: string,
  clientIp: string,
  now: Date,
) {
  const row = await db
    .selectFrom('visit')
    .select('id')
    .where('linkId', '=', linkId)
    .where('passwordHash', '=', passwordHash)
    .where('clientIp', '=', clientIp)
    .where('createdAt', '>', since(now))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

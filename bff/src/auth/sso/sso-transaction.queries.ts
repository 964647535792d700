import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { hashSecretToken } from '../secret-token.ts';
import type { OidcTransaction } from './oidc-client.ts';

type Db = Kysely<Database>;

/** How long a sign-in at the provider may take before its return is refused. */
export const SSO_TRANSACTION_SECONDS = 600;

/** Keeps a started sign-in until its return; clears the ones whose time ran out. */
export async function saveSsoTransaction(
  db: Db,
  transaction: OidcTransaction & { redirect: string | null },
  now: Date,
): Promise<void> {
  await db.deleteFrom('ssoTransaction').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('ssoTransaction')
    .values({
      stateHash: hashSecretToken(transaction.state),
      codeVerifier: transaction.codeVerifier,
      nonce: transaction.nonce,
      redirect: transaction.redirect,
      expiresAt: new Date(now.getTime() + SSO_TRANSACTION_SECONDS * 1000),
    })
    .execute();
}

/**
 * Takes the sign-in the provider's `state` names, in one statement so a second return of it finds
 * nothing; undefined for an unknown, used or expired state.
 */
export async function takeSsoTransaction(
  db: Db,
  state: string,
  now: Date,
): Promise<(OidcTransaction & { redirect: string | null }) | undefined> {
  const row = await db
    .deleteFrom('ssoTransaction')
    .where('stateHash', '=', hashSecretToken(state))
    .returning(['codeVerifier', 'nonce', 'redirect', 'expiresAt'])
    .executeTakeFirst();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return { state, nonce: row.nonce, codeVerifier: row.codeVerifier, redirect: row.redirect };
}

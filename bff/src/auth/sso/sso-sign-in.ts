import { isExternalEmail } from '@rushes/rules';
import type { OidcIdentity } from './oidc-client.ts';

/** Why a return from the provider signs nobody in. */
export type SsoRefusal =
  | 'provider_error'
  | 'unknown_state'
  | 'exchange_failed'
  | 'no_email'
  | 'unverified_email'
  | 'not_external'
  | 'not_invited'
  | 'join_failed';

/**
 * The address the provider vouches for, or why it vouches for none Rushes takes: it must be
 * given, not said unverified (a provider that says nothing vouches for its addresses), and of a
 * domain of RUSHES_EXTERNAL_DOMAINS, so that a provider never signs in a user whose password
 * and second factor are Rushes's own.
 */
export function vouchedEmail(
  identity: Pick<OidcIdentity, 'email' | 'emailVerified'>,
  externalDomains: readonly string[],
): { email: string } | { refused: SsoRefusal } {
  const email = identity.email?.trim();
  if (!email) return { refused: 'no_email' };
  if (identity.emailVerified === false) return { refused: 'unverified_email' };
  if (!isExternalEmail(email, externalDomains)) return { refused: 'not_external' };
  return { email };
}

/** A path inside the app to go to after signing in, or null (a full address or `//` is none). */
export const appPath = (redirect: string | undefined): string | null =>
  redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\')
    ? redirect
    : null;

/**
 * Where the browser lands after the provider's return: the sign-in screen, told the sign-in
 * succeeded (it then reads its session with the refresh cookie) or failed, with the redirect
 * query to follow.
 */
export function landing(outcome: 'signed-in' | 'failed', redirect: string | null): string {
  const query = new URLSearchParams({ sso: outcome });
  if (redirect) query.set('redirect', redirect);
  return `/signin?${query}`;
}

import { pathTo } from '../routes/route-table.ts';
import { safeRedirect } from '../validation/validation.ts';
import type { Session } from './session.store.ts';

/**
 * Where a sign-in goes (section 4): to verify when a second factor is awaited, keeping the
 * redirect query for after it; else to the redirect query, else home.
 */
export function afterSignIn(
  session: Pick<Session, 'needsVerification'>,
  search: URLSearchParams,
): string {
  const redirect = safeRedirect(search.get('redirect'));
  if (session.needsVerification()) return pathTo('verify', {}, redirect ? { redirect } : {});
  return redirect ?? pathTo('home');
}

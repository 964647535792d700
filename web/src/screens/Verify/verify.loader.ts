import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pathTo } from '../../routes/route-table.ts';
import type { Session } from '../../session/session.store.ts';
import type { VerificationFactors } from '../../session/session-api.ts';
import { safeRedirect } from '../../validation/validation.ts';

/** Where a verified sign-in goes: the redirect query, else home (section 4, after sign-in). */
export function nextPath(search: URLSearchParams): string {
  return safeRedirect(search.get('redirect')) ?? pathTo('home');
}

/** What the verify screen shows: the active factors, or null when they could not be loaded. */
export type VerifyData = VerificationFactors | null;

/**
 * verify: without a sign-in awaiting its second factor the visitor goes on at once (home sends
 * whoever is not signed in to sign-in); otherwise the factors are loaded first.
 */
export function verifyLoader(session: Session) {
  return async ({ request }: LoaderFunctionArgs): Promise<VerifyData | Response> => {
    const next = nextPath(new URL(request.url).searchParams);
    if (!session.needsVerification()) return redirect(next);
    const factors = await session.factors();
    // the verification token expired meanwhile
    if (!session.needsVerification()) return redirect(next);
    return factors;
  };
}

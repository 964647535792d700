/**
 * The external provider's sign-in address, told whose e-mail to sign in (`login_hint`). Rushes's
 * own start of a sign-in through its OpenID provider (a path, on this origin) also keeps where to
 * go once signed in.
 */
export function externalLoginUrl(
  url: string,
  email: string,
  redirect: string | null = null,
  origin: string = window.location.origin,
): string {
  const target = new URL(url, origin);
  target.searchParams.set('login_hint', email);
  if (redirect && target.origin === origin) target.searchParams.set('redirect', redirect);
  return target.toString();
}

/** Leaves Rushes for the address (a whole page load, as a provider's sign-in needs). */
export const redirectTo = (url: string): void => window.location.assign(url);

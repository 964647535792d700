/** The external provider's sign-in address, told whose e-mail to sign in (`login_hint`). */
export function externalLoginUrl(url: string, email: string): string {
  const target = new URL(url);
  target.searchParams.set('login_hint', email);
  return target.toString();
}

/** Leaves Rushes for the address (a whole page load, as a provider's sign-in needs). */
export const redirectTo = (url: string): void => window.location.assign(url);

/** The configured domains, from `RUSHES_EXTERNAL_DOMAINS`' comma-separated text, lower case. */
export const externalDomains = (text: string): string[] =>
  text
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== '');

/**
 * Whether a user's identity lives with another provider: their address is in one of the
 * configured domains (or a subdomain of one). Such users cannot change their name, e-mail or
 * password in Rushes (access-and-shell §5). With no domain configured nobody is external.
 */
export function isExternalEmail(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const host = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

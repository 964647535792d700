/**
 * When to refresh the access token. The spec refreshes 5 minutes after the expiry changes, which
 * assumes long-lived tokens; ours are short-lived, so we refresh a little before expiry: a fifth
 * of the remaining life, at most a minute early.
 */
export const MAX_REFRESH_LEAD_MS = 60_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export function refreshDelay(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  if (remaining <= 0) return 0;
  const lead = Math.min(MAX_REFRESH_LEAD_MS, remaining / 5);
  return Math.min(MAX_TIMER_MS, Math.floor(remaining - lead));
}

/** A token about to expire within this margin is refreshed before a request uses it. */
export function isStale(expiresAt: number, now: number): boolean {
  return expiresAt - now < 5_000;
}

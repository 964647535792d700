/** Signed version URLs are renewed at 90% of their remaining life (media-handling section 4). */
export const REFRESH_AT_SHARE = 0.9;

/** Never sooner than this, so a clock skew or an expired answer cannot make a tight loop. */
export const MIN_REFRESH_MS = 5_000;

/** The longest a browser timer can wait (2^31 − 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;

/** How long until the asset is reloaded for fresh URLs. */
export function urlRefreshDelay(now: number, expiresAt: string): number | null {
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return null;
  const delay = (expiry - now) * REFRESH_AT_SHARE;
  return Math.min(MAX_TIMER_MS, Math.max(MIN_REFRESH_MS, Math.floor(delay)));
}

/** What a password reset link's row says of it. */
export interface ResetLinkState {
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * A person gets at most one new link a minute while an earlier one is open: asking again and
 * again (from many addresses, past the per-IP limit) cannot fill their mailbox.
 */
export const RESEND_AFTER_MS = 60_000;

/** When a link made at `now` stops working. */
export const resetLinkExpiry = (now: Date, ttlSeconds: number): Date =>
  new Date(now.getTime() + ttlSeconds * 1000);

/**
 * Why a reset link cannot set a password, or null when it can: unknown or already used is
 * `LINK_INVALID`, past its lifetime `LINK_EXPIRED` (the web shows one error page for both).
 */
export function resetLinkProblem(
  link: ResetLinkState | undefined,
  now: Date,
): 'LINK_INVALID' | 'LINK_EXPIRED' | null {
  if (!link || link.usedAt) return 'LINK_INVALID';
  return link.expiresAt <= now ? 'LINK_EXPIRED' : null;
}

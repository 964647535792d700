/**
 * How many wrong guesses a subject (an account, a link…) and a client take before they must
 * wait. Within `windowMs`, `free` failures of a subject pass; after them each attempt waits
 * `backoffMs` after the last, doubling with every further failure up to `maxBackoffMs`. A client's
 * failures across every subject are capped at `perClient` within `clientWindowMs`, until the
 * oldest leaves it.
 */
export interface AttemptLimit {
  windowMs: number;
  free: number;
  backoffMs: number;
  maxBackoffMs: number;
  clientWindowMs: number;
  perClient: number;
}

/** How long a limit keeps failures. */
export const keptMs = (limit: AttemptLimit) => Math.max(limit.windowMs, limit.clientWindowMs);

/** The failures of a subject and of a client within their windows: their times, oldest first. */
export interface Failures {
  ofSubject: readonly Date[];
  ofClient: readonly Date[];
}

/** The wait before the next attempt for these failures, in whole seconds; 0 when it may go now. */
export function waitSeconds(limit: AttemptLimit, failures: Failures, now: Date): number {
  const at = now.getTime();
  let waitMs = 0;
  const { ofSubject, ofClient } = failures;
  const last = ofSubject.at(-1);
  if (last && ofSubject.length >= limit.free) {
    const doublings = ofSubject.length - limit.free;
    const backoff = Math.min(limit.maxBackoffMs, limit.backoffMs * 2 ** doublings);
    waitMs = Math.max(waitMs, last.getTime() + backoff - at);
  }
  const oldest = ofClient[ofClient.length - limit.perClient];
  if (oldest && ofClient.length >= limit.perClient) {
    waitMs = Math.max(waitMs, oldest.getTime() + limit.clientWindowMs - at);
  }
  return Math.max(0, Math.ceil(waitMs / 1000));
}

/**
 * Sign-in: 5 wrong passwords for an account in a day pass, then 30 s, 1, 2, 4… minutes up to 15
 * between attempts, from wherever they come, until the right one clears them; 30 wrong passwords
 * from one client in 15 minutes, whatever the accounts. Successes count for nothing, so a shared
 * address locks out no one who knows their password.
 */
export const signInLimit: AttemptLimit = {
  windowMs: 24 * 3_600_000,
  free: 5,
  backoffMs: 30_000,
  maxBackoffMs: 15 * 60_000,
  clientWindowMs: 15 * 60_000,
  perClient: 30,
};

/** A share link's password: 10 wrong from one client, 100 in all, in 15 minutes; no back-off. */
export const linkPasswordLimit: AttemptLimit = {
  windowMs: 15 * 60_000,
  free: 100,
  backoffMs: 15 * 60_000,
  maxBackoffMs: 15 * 60_000,
  clientWindowMs: 15 * 60_000,
  perClient: 10,
};

/**
 * Refresh tokens that are not (or no longer) valid, invitation and reset links that name nothing:
 * 30 per client in 15 minutes.
 */
export const presentedTokenLimit: AttemptLimit = {
  windowMs: 15 * 60_000,
  free: Number.POSITIVE_INFINITY,
  backoffMs: 0,
  maxBackoffMs: 0,
  clientWindowMs: 15 * 60_000,
  perClient: 30,
};

/**
 * Second-factor and recovery codes, at sign-in and when activating a factor: as sign-in, 5 wrong
 * for a user in a day, then 30 s, 1, 2… minutes up to 15 between attempts; 30 wrong from one
 * client in 15 minutes. A 6-digit code guessed this way takes years, not hours.
 */
export const verificationLimit: AttemptLimit = {
  windowMs: 24 * 3_600_000,
  free: 5,
  backoffMs: 30_000,
  maxBackoffMs: 15 * 60_000,
  clientWindowMs: 15 * 60_000,
  perClient: 30,
};

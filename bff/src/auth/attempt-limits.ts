/**
 * A back-off: `free` failures pass; after them each attempt waits `firstMs` after the last
 * failure, doubling with every further one up to `maxMs`.
 */
export interface Backoff {
  free: number;
  firstMs: number;
  maxMs: number;
}

/**
 * How many wrong guesses at a secret (an account's password, a link's…) are allowed, counted
 * three ways:
 * - a pair (one subject, one client): `pair` within `pairWindowMs`, so a guesser at one address
 *   waits without making anyone else wait;
 * - a subject's run (every client, since the last right guess) within `subjectWindowMs`:
 *   `subject` for clients the subject does not know, and from `refuseAt` no client at all, so a
 *   guesser spread over many addresses is slowed, then stopped;
 * - a client (every subject): `perClient` within `clientWindowMs`, until the oldest leaves it.
 */
export interface AttemptLimit {
  pairWindowMs: number;
  pair: Backoff;
  subjectWindowMs: number;
  subject: Backoff;
  refuseAt: number;
  clientWindowMs: number;
  perClient: number;
}

/** How long a limit keeps failures. */
export const keptMs = (limit: AttemptLimit) =>
  Math.max(limit.pairWindowMs, limit.subjectWindowMs, limit.clientWindowMs);

/** The failures that count, within their windows: their times, oldest first. */
export interface Failures {
  /** Of this subject from this client. */
  ofPair: readonly Date[];
  /** Of this subject from every client since its last right guess. */
  ofSubject: readonly Date[];
  /** Of this client at every subject. */
  ofClient: readonly Date[];
}

/** Where a guess comes from: `known` when the subject's right secret came from there before. */
export interface Guesser {
  known: boolean;
}

const never = Number.POSITIVE_INFINITY;

/** The back-off's wait after these failures at `at`, in ms (≤ 0 when it may go). */
function backoffMs(backoff: Backoff, failures: readonly Date[], at: number): number {
  const last = failures.at(-1);
  if (!last || failures.length < backoff.free) return 0;
  const doublings = failures.length - backoff.free;
  return last.getTime() + Math.min(backoff.maxMs, backoff.firstMs * 2 ** doublings) - at;
}

/**
 * The wait before the next guess, in whole seconds: 0 when it may go now, `Infinity` when no
 * wait will do (the subject's run reached `refuseAt`: only a right guess elsewhere, or a new
 * secret, ends it).
 */
export function waitSeconds(
  limit: AttemptLimit,
  failures: Failures,
  now: Date,
  guesser: Guesser = { known: false },
): number {
  const at = now.getTime();
  const { ofPair, ofSubject, ofClient } = failures;
  if (ofSubject.length >= limit.refuseAt) return never;
  let waitMs = backoffMs(limit.pair, ofPair, at);
  if (!guesser.known) waitMs = Math.max(waitMs, backoffMs(limit.subject, ofSubject, at));
  const oldest = ofClient[ofClient.length - limit.perClient];
  if (oldest && ofClient.length >= limit.perClient) {
    waitMs = Math.max(waitMs, oldest.getTime() + limit.clientWindowMs - at);
  }
  return Math.max(0, Math.ceil(waitMs / 1000));
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** No back-off: every failure passes. */
const noBackoff: Backoff = { free: never, firstMs: 0, maxMs: 0 };

/**
 * A run of wrong guesses at one account or link from everywhere is stopped at 100: NIST SP
 * 800-63B §5.2.2 allows at most 100 consecutive failed attempts on an account.
 */
export const RUN_REFUSED_AT = 100;

/**
 * From 20 wrong guesses in a run, clients the subject does not know wait 1 min after the last,
 * doubling to an hour: reaching the refusal then takes more than three days, in which any right
 * guess (the owner's, say) ends the run.
 */
export const RUN_BACKOFF: Backoff = { free: 20, firstMs: minute, maxMs: hour };

/** A run is forgotten a year after its last failure at the latest (the table stays bounded). */
export const RUN_KEPT_MS = 365 * day;

/**
 * Sign-in: 5 wrong passwords for an account from one address in a day pass, then that address
 * waits 30 s, 1, 2, 4… minutes up to 15 between attempts; other addresses do not. Across
 * addresses the run's back-off and refusal hold (the owner's own addresses skip the back-off).
 * 30 wrong passwords from one client in 15 minutes, whatever the accounts.
 */
export const signInLimit: AttemptLimit = {
  pairWindowMs: day,
  pair: { free: 5, firstMs: 30_000, maxMs: 15 * minute },
  subjectWindowMs: RUN_KEPT_MS,
  subject: RUN_BACKOFF,
  refuseAt: RUN_REFUSED_AT,
  clientWindowMs: 15 * minute,
  perClient: 30,
};

/**
 * A share link's password: 10 wrong from one client in a day pass, then that client waits 30 s
 * doubling to 15 minutes; across clients the run's back-off (skipped by clients that opened the
 * link with its password) and refusal, as for accounts. A new password starts afresh.
 */
export const linkPasswordLimit: AttemptLimit = {
  pairWindowMs: day,
  pair: { free: 10, firstMs: 30_000, maxMs: 15 * minute },
  subjectWindowMs: RUN_KEPT_MS,
  subject: RUN_BACKOFF,
  refuseAt: RUN_REFUSED_AT,
  clientWindowMs: 15 * minute,
  perClient: 30,
};

/**
 * Refresh tokens that are not (or no longer) valid, invitation and reset links that name nothing:
 * 30 per client in 15 minutes.
 */
export const presentedTokenLimit: AttemptLimit = {
  pairWindowMs: 0,
  pair: noBackoff,
  subjectWindowMs: 0,
  subject: noBackoff,
  refuseAt: never,
  clientWindowMs: 15 * minute,
  perClient: 30,
};

/**
 * Second-factor and recovery codes, at sign-in and when activating a factor: 5 wrong for a user
 * in a day, then 30 s, 1, 2… minutes up to 15 between attempts from wherever they come (only
 * someone who knows the password gets this far); 30 wrong from one client in 15 minutes. A
 * 6-digit code guessed this way takes years, not hours.
 */
export const verificationLimit: AttemptLimit = {
  pairWindowMs: 0,
  pair: noBackoff,
  subjectWindowMs: day,
  subject: { free: 5, firstMs: 30_000, maxMs: 15 * minute },
  refuseAt: never,
  clientWindowMs: 15 * minute,
  perClient: 30,
};

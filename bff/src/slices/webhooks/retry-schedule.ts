/** The first retry comes this long after a failed first attempt; each after waits four times more. */
const FIRST_DELAY_MS = 5_000;
const GROWTH = 4;
/** No wait is longer than this, so a receiver that comes back is reached within hours. */
const LONGEST_DELAY_MS = 6 * 3_600_000;
/** A delivery is retried until this long after its first attempt, then given up. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** Up to this share of a wait is added at random, so retries of many deliveries spread out. */
const JITTER = 0.1;
/** A receiver's `Retry-After` is followed up to this long. */
const LONGEST_RETRY_AFTER_MS = 3_600_000;

/** The wait after the `attempt`th attempt failed (1 for the first): 5 s, 20 s, 80 s, … 6 h. */
export const backoffMs = (attempt: number): number =>
  Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * GROWTH ** Math.max(0, attempt - 1));

/**
 * When to try again after the `attempt`th attempt failed at `now`, or null to give up: retries go
 * on with exponential back-off (and a little jitter) until a try at or past 24 hours after the
 * first. A receiver's `Retry-After` (seconds) asks for a longer wait, followed up to an hour.
 */
export function nextAttemptAt(failure: {
  attempt: number;
  firstAttemptAt: Date;
  now: Date;
  retryAfterSeconds?: number | null;
  random?: () => number;
}): Date | null {
  const { attempt, firstAttemptAt, now, retryAfterSeconds, random = Math.random } = failure;
  if (now.getTime() - firstAttemptAt.getTime() >= RETRY_WINDOW_MS) return null;
  const backoff = backoffMs(attempt) * (1 + JITTER * random());
  const asked = Math.min(LONGEST_RETRY_AFTER_MS, Math.max(0, (retryAfterSeconds ?? 0) * 1000));
  return new Date(now.getTime() + Math.max(backoff, asked));
}

/** A `Retry-After` header in seconds (a number of seconds or an HTTP date); null otherwise. */
export function retryAfterSeconds(header: string | undefined, now: Date): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

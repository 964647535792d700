import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { Services } from '../../services.ts';
import { type AddressGuard, type LookUp, resolveTarget } from './address-guard.ts';
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimDeliveries,
  markAnswering,
  markFailing,
  pruneDeliveries,
  recordAttempt,
  releaseDeliveries,
} from './delivery.queries.ts';
import { postDelivery } from './post-delivery.ts';
import { nextAttemptAt, retryAfterSeconds } from './retry-schedule.ts';
import { disableUnreachable, FAILING_MS } from './webhook-health.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';
import { signDelivery } from './webhook-signature.ts';

/** Why an attempt failed, as the delivery log shows it (with the status for `HTTP_STATUS`). */
export type DeliveryFailure =
  | 'HTTP_STATUS'
  | 'TIMEOUT'
  | 'CONNECTION_FAILED'
  | 'ADDRESS_REFUSED'
  | 'UNRESOLVED_HOST';

export interface DispatcherOptions {
  /** The time as deliveries are claimed, signed and retried (tests move it on). */
  clock: () => Date;
  guard: AddressGuard;
  lookUp?: LookUp;
  /** A receiver has this long to answer (10 s). */
  timeoutMs: number;
  /** How long a claimed delivery is this dispatcher's; past it another takes it over. */
  leaseMs: number;
  /** Deliveries in flight at once. */
  concurrency: number;
  /** How often to look for due deliveries when nothing wakes it. */
  pollMs: number;
  userAgent: string;
  random?: () => number;
}

const PRUNE_EVERY_MS = 3_600_000;

/** What an attempt came to, before it is recorded. */
interface Attempt {
  responseCode: number | null;
  failure: DeliveryFailure | null;
  retryAfter?: string;
  latencyMs: number;
}

/**
 * Delivers queued deliveries, in every BFF: claims the due ones (leased, skipping those another
 * dispatcher takes), signs each for its attempt, POSTs it to the address checked, and records
 * the outcome if the delivery is still its own. A failure is retried with back-off; an endpoint
 * that fails for 3 days, or answers 410, gets its webhook disabled. Stopping aborts what is in
 * flight and hands it back for another BFF to deliver at once.
 */
export function startDispatcher(
  deps: { db: Kysely<Database>; services: Services; secrets: WebhookSecrets },
  options: DispatcherOptions,
) {
  const { db, services, secrets } = deps;
  const { clock, guard } = options;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  const unrecorded = new Set<ClaimedDelivery>();
  let wakeUp: (() => void) | null = null;
  let lastPrune = 0;

  const wake = () => wakeUp?.();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = null;
    });

  async function attempt(claimed: ClaimedDelivery, now: Date): Promise<Attempt> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    const url = new URL(claimed.url);
    const target = await resolveTarget(url, guard, options.lookUp);
    if ('refused' in target)
      return { responseCode: null, failure: 'ADDRESS_REFUSED', latencyMs: latency() };
    if ('unresolved' in target)
      return { responseCode: null, failure: 'UNRESOLVED_HOST', latencyMs: latency() };
    const keys = await secrets.signing(claimed.webhookId, now);
    if (keys.length === 0) throw new Error(`webhook ${claimed.webhookId} has no secret`);
    const headers = signDelivery(keys, {
      id: claimed.messageId,
      timestamp: now,
      body: claimed.body,
    });
    const posted = await postDelivery({
      url,
      ...target,
      headers: { ...headers },
      body: claimed.body,
      timeoutMs: options.timeoutMs,
      userAgent: options.userAgent,
      signal: stopping.signal,
    });
    if ('failure' in posted)
      return { responseCode: null, failure: posted.failure, latencyMs: latency() };
    const ok = posted.status >= 200 && posted.status < 300;
    return {
      responseCode: posted.status,
      failure: ok ? null : 'HTTP_STATUS',
      retryAfter: posted.retryAfter,
      latencyMs: latency(),
    };
  }

  /** What follows an attempt: delivered, tried again later, or given up. */
  function outcomeOf(claimed: ClaimedDelivery, made: Attempt, at: Date): AttemptOutcome {
    const base = {
      at,
      latencyMs: made.latencyMs,
      responseCode: made.responseCode,
      failure: made.failure,
    };
    if (made.failure === null) return { ...base, status: 'succeeded', nextAttemptAt: null };
    if (made.responseCode === 410) return { ...base, status: 'failed', nextAttemptAt: null };
    const next = nextAttemptAt({
      attempt: claimed.attempts,
      firstAttemptAt: claimed.firstAttemptAt,
      now: at,
      retryAfterSeconds: retryAfterSeconds(made.retryAfter, at),
      random: options.random,
    });
    return next
      ? { ...base, status: 'pending', nextAttemptAt: next }
      : { ...base, status: 'failed', nextAttemptAt: null };
  }

  async function deliver(claimed: ClaimedDelivery) {
    const made = await attempt(claimed, clock());
    if (stopping.signal.aborted) return; // handed back on stop
    const at = clock();
    const outcome = outcomeOf(claimed, made, at);
    unrecorded.delete(claimed);
    if (!(await recordAttempt(db, claimed, outcome))) return;
    const webhook = { id: claimed.webhookId, url: claimed.url };
    if (outcome.failure === null) await markAnswering(db, claimed.webhookId, at);
    else if (outcome.responseCode === 410) await disableUnreachable(services, webhook, 'gone');
    else {
      const failingSince = await markFailing(db, claimed.webhookId, at);
      if (at.getTime() - failingSince.getTime() >= FAILING_MS) {
        await disableUnreachable(services, webhook, 'failing');
      }
    }
  }

  function start(claimed: ClaimedDelivery) {
    unrecorded.add(claimed);
    const running = deliver(claimed)
      .catch((error: unknown) => {
        unrecorded.delete(claimed); // its lease runs out, and it is tried again
        services.logger.error({ err: error, delivery: claimed.id }, 'webhook delivery failed');
      })
      .finally(() => {
        inFlight.delete(running);
        wake();
      });
    inFlight.add(running);
  }

  async function round(): Promise<boolean> {
    const room = options.concurrency - inFlight.size;
    if (room <= 0) return false;
    const now = clock();
    if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      await pruneDeliveries(db, now);
    }
    const leaseUntil = new Date(now.getTime() + options.leaseMs);
    const claimed = await claimDeliveries(db, { now, leaseUntil, limit: room });
    for (const delivery of claimed) start(delivery);
    return claimed.length === room;
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let more = false;
      try {
        more = await round();
      } catch (error) {
        services.logger.error({ err: error }, 'webhook dispatcher round failed');
      }
      if (!more && !stopping.signal.aborted) await pause(options.pollMs);
    }
  })();

  return {
    /** Looks for due deliveries now (new ones were queued). */
    wake,
    async stop() {
      stopping.abort();
      wake();
      await loop;
      await Promise.allSettled([...inFlight]);
      await releaseDeliveries(db, [...unrecorded], clock());
    },
  };
}

export type Dispatcher = ReturnType<typeof startDispatcher>;

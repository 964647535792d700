import { transferReadyEveryMs, transferReadyFirstMs } from '@rushes/rules';
import type { Absence, Readiness } from './transfer-client.ts';

/**
 * Where the readiness check stands: the first look (up to 5000 ms, the button busy), the
 * install/retry dialog while the client is not ready (looked at again every 3000 ms), then how
 * it ended.
 */
export type ReadinessView =
  | { phase: 'checking' }
  | { phase: 'waiting'; why: Absence; detail?: string; rechecks: number }
  | { phase: 'ready' }
  | { phase: 'cancelled' }
  | { phase: 'web' };

export type ReadinessOutcome = 'ready' | 'cancelled' | 'web';

export interface ReadinessWatch {
  /** Resolves once the client is ready, or the person chose Cancel or Retry via Web. */
  readonly outcome: Promise<ReadinessOutcome>;
  /** The person's choice in the dialog: ends the watch. */
  close(outcome: 'cancelled' | 'web'): void;
}

export interface ReadinessTiming {
  firstMs: number;
  everyMs: number;
}

const specTiming: ReadinessTiming = {
  firstMs: transferReadyFirstMs,
  everyMs: transferReadyEveryMs,
};

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/**
 * The spec's readiness checks (media-handling sections 2 and 4): the client has 5000 ms to be
 * ready; then the dialog opens, and every 3000 ms the client is given another 3000 ms, until it
 * is ready (the dialog closes by itself and the transfer goes on) or the person chooses. An
 * unsupported browser is not looked at again.
 */
export function watchReadiness(
  whenReady: (withinMs: number) => Promise<Readiness>,
  onView: (view: ReadinessView) => void,
  timing: ReadinessTiming = specTiming,
): ReadinessWatch {
  let settle: (outcome: ReadinessOutcome) => void = () => {};
  let ended = false;
  const outcome = new Promise<ReadinessOutcome>((resolve) => {
    settle = resolve;
  });
  const end = (how: ReadinessOutcome) => {
    if (ended) return;
    ended = true;
    onView({ phase: how });
    settle(how);
  };

  async function run() {
    onView({ phase: 'checking' });
    let found = await whenReady(timing.firstMs);
    for (let rechecks = 0; !found.ready; rechecks += 1) {
      if (ended) return;
      onView({ phase: 'waiting', why: found.why, detail: found.detail, rechecks });
      if (found.why === 'unsupported') return;
      const started = Date.now();
      found = await whenReady(timing.everyMs);
      if (!found.ready) await wait(started + timing.everyMs - Date.now());
    }
    end('ready');
  }
  void run().catch(() => end('cancelled'));

  return { outcome, close: end };
}

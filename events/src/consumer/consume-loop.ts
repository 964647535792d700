import { setTimeout as sleep } from 'node:timers/promises';
import type { ConsumerSettings } from './consumer-settings.ts';
import type { Delivery, DurableConsumers } from './durable-consumer.ts';

/**
 * Takes the next delivery for one worker, or null when there is none for now (after waiting a
 * while, or at once when `signal` aborts).
 */
export type TakeDelivery = (signal: AbortSignal) => Promise<Delivery | null>;

const retryMs = 1000;

async function handleOne(
  delivery: Delivery,
  handler: (delivery: Delivery) => Promise<void>,
  settings: ConsumerSettings,
): Promise<void> {
  try {
    await handler(delivery);
  } catch (error) {
    const { seq, stream } = delivery.commit;
    settings.logger.error(
      { err: error, consumer: settings.name, seq, stream },
      'durable consumer handler failed; nak',
    );
    await delivery.nak().catch((nakError: unknown) => {
      settings.logger.error({ err: nakError, consumer: settings.name, seq }, 'nak failed');
    });
  }
}

/**
 * One worker: takes a delivery, hands it to the handler, and again, until stopped. A failing
 * take (a lost connection) is logged and tried again after a second.
 */
export function runConsumeLoop(
  take: TakeDelivery,
  handler: (delivery: Delivery) => Promise<void>,
  settings: ConsumerSettings,
): { stop(): Promise<void> } {
  const stopping = new AbortController();
  const { signal } = stopping;
  const run = async () => {
    while (!signal.aborted) {
      let delivery: Delivery | null;
      try {
        delivery = await take(signal);
      } catch (error) {
        if (signal.aborted) return;
        settings.logger.error(
          { err: error, consumer: settings.name },
          'durable consumer: retrying',
        );
        await sleep(retryMs, undefined, { signal }).catch(() => {});
        continue;
      }
      if (delivery) await handleOne(delivery, handler, settings);
    }
  };
  const done = run();
  return {
    async stop() {
      stopping.abort();
      await done;
    },
  };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export const pause = (ms: number, signal: AbortSignal) =>
  sleep(ms, undefined, { signal }).catch(() => {});

/** The workers a store started, so that closing the store stops them first. */
export function trackWorkers(consume: DurableConsumers['consume']): {
  consumers: DurableConsumers;
  stopAll(): Promise<void>;
} {
  const running = new Set<{ stop(): Promise<void> }>();
  return {
    consumers: {
      consume(options, handler) {
        const worker = consume(options, handler);
        const tracked = {
          async stop() {
            running.delete(tracked);
            await worker.stop();
          },
        };
        running.add(tracked);
        return tracked;
      },
    },
    async stopAll() {
      await Promise.all([...running].map((worker) => worker.stop()));
    },
  };
}

/** Settles with `promise`, or at once when `signal` aborts. */
export function raceAbort(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done);
    promise.then(done, done);
  });
}

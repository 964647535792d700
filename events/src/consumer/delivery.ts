import type { Commit } from '../envelope.ts';
import { backoffDelay, type ConsumerSettings } from './consumer-settings.ts';
import type { Delivery } from './durable-consumer.ts';

/** What an adapter does to settle or extend one delivery. */
export interface DeliveryOps {
  ack(): Promise<void>;
  nak(delayMs: number): Promise<void>;
  term(): Promise<void>;
  working(): Promise<void>;
}

/**
 * A delivery that settles once (later calls do nothing), fills in the back-off of a `nak()`
 * without a delay, and gives the commit up (term, logged) when its last delivery is nak'ed.
 */
export function createDelivery(
  commit: Commit,
  deliveryCount: number,
  settings: ConsumerSettings,
  ops: DeliveryOps,
): Delivery {
  const nakDelayMs = backoffDelay(settings, deliveryCount);
  let settled = false;
  const settle = (operation: () => Promise<void>) => async () => {
    if (settled) return;
    settled = true;
    await operation();
  };
  return {
    commit,
    deliveryCount,
    nakDelayMs,
    ack: settle(ops.ack),
    term: settle(ops.term),
    nak: (delayMs) =>
      settle(async () => {
        if (deliveryCount < settings.maxDeliveries) {
          await ops.nak(delayMs ?? nakDelayMs);
          return;
        }
        const { seq, stream } = commit;
        settings.logger.warn(
          { consumer: settings.name, seq, stream, deliveryCount },
          'durable consumer gives a commit up after its last delivery',
        );
        await ops.term();
      })(),
    working: async () => {
      if (!settled) await ops.working();
    },
  };
}

import type { Commit } from '../envelope.ts';
import { runConsumeLoop } from './consume-loop.ts';
import { takeStep } from './consumer-position.ts';
import { type ConsumerSettings, consumerSettings } from './consumer-settings.ts';
import { createDelivery } from './delivery.ts';
import type { Delivery, DurableConsumers } from './durable-consumer.ts';

interface Position {
  ackedSeq: number;
  pendingSeq: number | null;
  deliveryCount: number;
  dueAt: number;
}

/** The pending commit is done with (acked, termed or given up). */
function finishPending(position: Position, seq: number): void {
  position.ackedSeq = seq;
  position.pendingSeq = null;
  position.deliveryCount = 0;
}

export interface InMemoryConsumers extends DurableConsumers {
  /** Wakes idle workers: the store calls it after each append. */
  wake(): void;
}

/** Consumers of an in-memory log, whose commit with seq n sits at index n - 1 of `commits`. */
export function createInMemoryConsumers(commits: readonly Commit[]): InMemoryConsumers {
  const positions = new Map<string, Position>();
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const resolve of [...waiters]) resolve();
  };
  const waitForChange = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
      signal.addEventListener('abort', done);
    });

  const positionOf = (name: string): Position => {
    const known = positions.get(name);
    if (known) return known;
    const position: Position = { ackedSeq: 0, pendingSeq: null, deliveryCount: 0, dueAt: 0 };
    positions.set(name, position);
    return position;
  };

  const deliver = (position: Position, settings: ConsumerSettings, commit: Commit): Delivery => {
    const { seq } = commit;
    const count = position.deliveryCount;
    const current = () => position.pendingSeq === seq && position.deliveryCount === count;
    const finish = async () => {
      if (!current()) return;
      finishPending(position, seq);
      wake();
    };
    return createDelivery(structuredClone(commit), count, settings, {
      ack: finish,
      term: finish,
      async nak(delayMs) {
        if (current()) position.dueAt = Date.now() + delayMs;
        wake();
      },
      async working() {
        if (current()) position.dueAt = Date.now() + settings.ackWaitMs;
      },
    });
  };

  const take = (settings: ConsumerSettings) => async (signal: AbortSignal) => {
    const position = positionOf(settings.name);
    const step = takeStep(
      { ...position, dueInMs: position.dueAt - Date.now() },
      settings.maxDeliveries,
    );
    const pending = position.pendingSeq === null ? undefined : commits[position.pendingSeq - 1];
    const next = commits[position.ackedSeq];
    switch (step.kind) {
      case 'wait':
        await waitForChange(step.ms, signal);
        return null;
      case 'giveUp':
        settings.logger.warn(
          { consumer: settings.name, seq: pending?.seq },
          'durable consumer gives a commit up: its last delivery was never settled',
        );
        finishPending(position, position.pendingSeq ?? position.ackedSeq);
        return null;
      case 'redeliver':
        if (!pending) throw new Error(`commit ${position.pendingSeq} is not in the log`);
        position.deliveryCount++;
        position.dueAt = Date.now() + settings.ackWaitMs;
        return deliver(position, settings, pending);
      case 'next':
        if (!next) {
          await waitForChange(1000, signal);
          return null;
        }
        position.pendingSeq = next.seq;
        position.deliveryCount = 1;
        position.dueAt = Date.now() + settings.ackWaitMs;
        return deliver(position, settings, next);
    }
  };

  return {
    wake,
    consume(options, handler) {
      const settings = consumerSettings(options);
      return runConsumeLoop(take(settings), handler, settings);
    },
  };
}

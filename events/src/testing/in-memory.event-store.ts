import { trackWorkers } from '../consumer/consume-loop.ts';
import { createInMemoryConsumers } from '../consumer/in-memory.durable-consumers.ts';
import type { Commit } from '../envelope.ts';
import {
  type EventStore,
  type Reservations,
  StreamVersionConflict,
  type Subscription,
} from '../store/event-store.ts';

function inMemoryReservations(): Reservations {
  const owners = new Map<string, string>();
  const id = (scope: string, key: string) => JSON.stringify([scope, key]);
  return {
    async reserve(scope, key, owner) {
      const holder = owners.get(id(scope, key));
      if (holder !== undefined) return holder === owner;
      owners.set(id(scope, key), owner);
      return true;
    },
    async release(scope, key, owner) {
      if (owners.get(id(scope, key)) === owner) owners.delete(id(scope, key));
    },
  };
}

/** Feeds `onCommit` every commit after `afterSeq`, then each new one when `waiting` is woken. */
function follow(
  commits: readonly Commit[],
  waiting: Set<() => void>,
  afterSeq: number,
  onCommit: (commit: Commit) => Promise<void>,
): Subscription {
  let closed = false;
  let wake = () => {};
  const run = async () => {
    let cursor = afterSeq;
    while (!closed) {
      const next = commits[cursor];
      if (next) {
        await onCommit(structuredClone(next));
        cursor = next.seq;
      } else {
        await new Promise<void>((resolve) => {
          wake = resolve;
          waiting.add(resolve);
        });
        waiting.delete(wake);
      }
    }
  };
  const done = run();
  // Failures are reported through `done`; this keeps an unobserved one from crashing the process.
  done.catch(() => {});
  return {
    done,
    async close() {
      closed = true;
      wake();
      await done.catch(() => {});
    },
  };
}

/**
 * The event-store port kept in memory, for unit tests of command handling and anything else that
 * needs a log without a server. It keeps the port's promises (order, expected seq, command-id
 * dedupe, subscriptions that never skip) within one process.
 */
export function createInMemoryEventStore(): EventStore {
  const commits: Commit[] = [];
  const byCommandId = new Map<string, number>();
  const waiting = new Set<() => void>();
  const subscriptions = new Set<Subscription>();
  const consumers = createInMemoryConsumers(commits);
  const workers = trackWorkers(consumers.consume);
  const lastSeqOf = (stream: string) => commits.findLast((c) => c.stream === stream)?.seq ?? 0;

  const subscribe = (afterSeq: number, onCommit: (commit: Commit) => Promise<void>) => {
    const subscription = follow(commits, waiting, afterSeq, onCommit);
    subscriptions.add(subscription);
    subscription.done.finally(() => subscriptions.delete(subscription)).catch(() => {});
    return subscription;
  };

  return {
    async append(stream, events, { expectedSeq, meta }) {
      const seen = byCommandId.get(meta.commandId);
      if (seen !== undefined) return { seq: seen, duplicate: true };
      if (lastSeqOf(stream) !== expectedSeq) throw new StreamVersionConflict(stream, expectedSeq);
      const seq = commits.length + 1;
      commits.push(structuredClone({ seq, stream, meta, events }));
      byCommandId.set(meta.commandId, seq);
      for (const resolve of waiting) resolve();
      consumers.wake();
      return { seq, duplicate: false };
    },
    async readStream(stream) {
      const own = commits.filter((c) => c.stream === stream);
      return { commits: structuredClone(own), lastSeq: lastSeqOf(stream) };
    },
    async readAll(afterSeq, limit) {
      return structuredClone(commits.filter((c) => c.seq > afterSeq).slice(0, limit));
    },
    subscribe,
    async headSeq() {
      return commits.length;
    },
    reservations: inMemoryReservations(),
    consumers: workers.consumers,
    async close() {
      await workers.stopAll();
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
    },
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ConsumerLogger,
  Delivery,
  DurableConsumerOptions,
} from '../consumer/durable-consumer.ts';
import { appendMany, type StoreUnderTest } from './event-store.contract.ts';
import type { EventStore } from './event-store.ts';

interface Seen {
  seq: number;
  count: number;
  worker: string;
}

const waitFor = { timeout: 20_000, interval: 20 };

/** Deliveries as [seq, deliveryCount] pairs, in the order they arrived. */
const pairs = (seen: Seen[]) => seen.map(({ seq, count }) => [seq, count]);

/** The behaviour every adapter of the `DurableConsumers` port shares. */
export function durableConsumersContract(name: string, makeStore: () => Promise<StoreUnderTest>) {
  describe(`DurableConsumers contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;
    let warnings: string[];
    let running: { stop(): Promise<void> }[];

    const logger: ConsumerLogger = {
      warn: (_data, message) => warnings.push(message),
      error: (data, message) => console.error(message, data),
    };
    const options = (overrides: Partial<DurableConsumerOptions> = {}): DurableConsumerOptions => ({
      name: 'workers',
      backoffMs: [20],
      logger,
      ...overrides,
    });

    /** Starts a worker that records each delivery, then settles it with `settle`. */
    const start = (
      seen: Seen[],
      settle: (delivery: Delivery) => Promise<void> = (delivery) => delivery.ack(),
      overrides: Partial<DurableConsumerOptions> = {},
      worker = 'w1',
    ) => {
      const consumer = store.consumers.consume(options(overrides), async (delivery) => {
        seen.push({ seq: delivery.commit.seq, count: delivery.deliveryCount, worker });
        await settle(delivery);
      });
      running.push(consumer);
      return consumer;
    };

    beforeEach(async () => {
      subject = await makeStore();
      store = subject.store;
      warnings = [];
      running = [];
    });
    afterEach(async () => {
      await Promise.all(running.map((consumer) => consumer.stop()));
      await subject.cleanup();
    });

    it('delivers every commit once, in order, including commits appended later', async () => {
      const early = [
        ...(await appendMany(store, 'tally.a', 2)),
        ...(await appendMany(store, 'tally.b', 2)),
      ];
      const seen: Seen[] = [];
      const delivered: unknown[] = [];
      start(seen, async (delivery) => {
        delivered.push(delivery.commit.events[0]?.data);
        await delivery.ack();
      });
      await expect.poll(() => seen.length, waitFor).toBe(4);
      const late = await appendMany(store, 'tally.a', 1, 2);
      await expect.poll(() => seen.length, waitFor).toBe(5);
      expect(pairs(seen)).toEqual([...early, ...late].map((seq) => [seq, 1]));
      expect(delivered).toEqual([0, 1, 0, 1, 2].map((n) => ({ n, writer: 'w' })));
    });

    it('redelivers a nak-ed commit, counting its deliveries', async () => {
      const [seq] = await appendMany(store, 'tally.a', 1);
      const seen: Seen[] = [];
      start(seen, (delivery) => (delivery.deliveryCount === 1 ? delivery.nak() : delivery.ack()));
      await expect
        .poll(() => pairs(seen), waitFor)
        .toEqual([
          [seq, 1],
          [seq, 2],
        ]);
    });

    it("tells each delivery its nak's back-off", async () => {
      await appendMany(store, 'tally.a', 1);
      const delays: number[] = [];
      const settle = (delivery: Delivery) => {
        delays.push(delivery.nakDelayMs);
        return delivery.deliveryCount < 3 ? delivery.nak() : delivery.ack();
      };
      start([], settle, { backoffMs: [20, 30] });
      await expect.poll(() => delays, waitFor).toEqual([20, 30, 30]);
    });

    it('never delivers a termed commit again', async () => {
      const [termed, next] = await appendMany(store, 'tally.a', 2);
      const seen: Seen[] = [];
      start(seen, (delivery) =>
        delivery.commit.seq === termed ? delivery.term() : delivery.ack(),
      );
      await expect.poll(() => seen.length, waitFor).toBe(2);
      const [last] = await appendMany(store, 'tally.a', 1, 2);
      await expect.poll(() => seen.length, waitFor).toBe(3);
      expect(pairs(seen)).toEqual([
        [termed, 1],
        [next, 1],
        [last, 1],
      ]);
    });

    it('gives a commit up, logged, after its last delivery', async () => {
      const [failing] = await appendMany(store, 'tally.a', 1);
      const seen: Seen[] = [];
      start(
        seen,
        (delivery) => (delivery.commit.seq === failing ? delivery.nak(10) : delivery.ack()),
        {
          maxDeliveries: 2,
        },
      );
      await expect.poll(() => seen.length, waitFor).toBe(2);
      const [last] = await appendMany(store, 'tally.a', 1, 1);
      await expect.poll(() => seen.some((s) => s.seq === last), waitFor).toBe(true);
      expect(pairs(seen)).toEqual([
        [failing, 1],
        [failing, 2],
        [last, 1],
      ]);
      expect(warnings).toEqual(['durable consumer gives a commit up after its last delivery']);
    });

    it('delivers again, after a restart, what a stopped worker left unsettled', async () => {
      const [seq] = await appendMany(store, 'tally.a', 1);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const taken: Seen[] = [];
      const first = start(taken, () => held, { ackWaitMs: 1000 });
      await expect.poll(() => taken.length, waitFor).toBe(1);
      const stopping = first.stop();
      release();
      await stopping;

      const seen: Seen[] = [];
      start(seen, undefined, { ackWaitMs: 1000 });
      await expect.poll(() => pairs(seen), waitFor).toEqual([[seq, 2]]);
    });

    it('shares the commits between workers with one name, each commit to one of them', async () => {
      const seqs = [
        ...(await appendMany(store, 'tally.a', 4)),
        ...(await appendMany(store, 'tally.b', 4)),
      ];
      const seen: Seen[] = [];
      const inFlight = new Set<number>();
      const overlapping: number[] = [];
      const work = async (delivery: Delivery) => {
        if (inFlight.has(delivery.commit.seq)) overlapping.push(delivery.commit.seq);
        inFlight.add(delivery.commit.seq);
        await sleep(5);
        inFlight.delete(delivery.commit.seq);
        await delivery.ack();
      };
      start(seen, work, {}, 'w1');
      start(seen, work, {}, 'w2');
      await expect.poll(() => seen.length, waitFor).toBe(8);
      const [last] = await appendMany(store, 'tally.c', 1);
      await expect.poll(() => seen.length, waitFor).toBe(9);
      expect(seen.map((s) => s.seq).sort((a, b) => a - b)).toEqual([...seqs, last]);
      expect(overlapping).toEqual([]);
    });

    it('resumes after the acked commits when a worker with the same name starts again', async () => {
      await appendMany(store, 'tally.a', 3);
      const before: Seen[] = [];
      const first = start(before);
      await expect.poll(() => before.length, waitFor).toBe(3);
      await first.stop();

      const later = await appendMany(store, 'tally.a', 2, 3);
      const after: Seen[] = [];
      start(after);
      await expect.poll(() => after.length, waitFor).toBe(2);
      expect(pairs(after)).toEqual(later.map((seq) => [seq, 1]));

      const other: Seen[] = [];
      start(other, undefined, { name: 'others' });
      await expect.poll(() => other.length, waitFor).toBe(5);
    });
  });
}

import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Commit, EventMeta, StoredEvent } from '../envelope.ts';
import { type EventStore, StreamVersionConflict } from './event-store.ts';

export interface StoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

export const testMeta = (commandId: string = randomUUID()): EventMeta => ({
  actor: { kind: 'user', id: 'user-1' },
  commandId,
  correlationId: `corr-${commandId}`,
  causationId: null,
  at: '2026-11-22T10:00:00.000Z',
  clientIp: '127.0.0.1',
});

export const testEvent = (n: number, writer = 'w'): StoredEvent => ({
  type: 'test.happened',
  version: 1,
  data: { n, writer },
});

/** Appends `count` single-event commits to `stream`, each expecting the previous one. */
export async function appendMany(store: EventStore, stream: string, count: number, from = 0) {
  const seqs: number[] = [];
  let expectedSeq = (await store.readStream(stream)).lastSeq;
  for (let n = from; n < from + count; n++) {
    const { seq } = await store.append(stream, [testEvent(n)], { expectedSeq, meta: testMeta() });
    seqs.push(seq);
    expectedSeq = seq;
  }
  return seqs;
}

/** Subscribes from `afterSeq` and resolves with the first `count` commits delivered. */
export function collect(store: EventStore, afterSeq: number, count: number) {
  const seen: Commit[] = [];
  let reached = () => {};
  const all = new Promise<Commit[]>((resolve) => {
    reached = () => resolve(seen.slice(0, count));
  });
  const subscription = store.subscribe(afterSeq, async (commit) => {
    seen.push(commit);
    if (seen.length === count) reached();
  });
  return { all, subscription };
}

const dataOf = (commit: Commit) => commit.events.map((event) => event.data);

/**
 * The whole log once `count` commits are readable. The embedded log hides commits above the
 * oldest open transaction of the whole database server (other test files run beside this one),
 * so `readAll` may trail a just-acknowledged append for a moment; it never skips one.
 */
async function readableLog(store: EventStore, count: number): Promise<Commit[]> {
  await expect
    .poll(async () => (await store.readAll(0, 1000)).length, { timeout: 20_000 })
    .toBe(count);
  return store.readAll(0, 1000);
}

/** The behaviour every adapter of the `EventStore` port shares. */
export function eventStoreContract(name: string, makeStore: () => Promise<StoreUnderTest>) {
  describe(`EventStore contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;

    beforeEach(async () => {
      subject = await makeStore();
      store = subject.store;
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('keeps commits and their events in order, per stream and in the whole log', async () => {
      expect(await store.headSeq()).toBe(0);
      const first = await store.append('folder.a', [testEvent(1), testEvent(2)], {
        expectedSeq: 0,
        meta: testMeta('cmd-1'),
      });
      const other = await store.append('folder.b', [testEvent(3)], {
        expectedSeq: 0,
        meta: testMeta(),
      });
      const second = await store.append('folder.a', [testEvent(4)], {
        expectedSeq: first.seq,
        meta: testMeta(),
      });
      expect(first.duplicate).toBe(false);
      expect(first.seq).toBeLessThan(other.seq);
      expect(other.seq).toBeLessThan(second.seq);

      const { commits, lastSeq } = await store.readStream('folder.a');
      expect(lastSeq).toBe(second.seq);
      expect(commits.map((commit) => commit.seq)).toEqual([first.seq, second.seq]);
      expect(commits[0]).toEqual({
        seq: first.seq,
        stream: 'folder.a',
        meta: testMeta('cmd-1'),
        events: [testEvent(1), testEvent(2)],
      });
      const all = await readableLog(store, 3);
      expect(all.map((commit) => [commit.stream, commit.seq])).toEqual([
        ['folder.a', first.seq],
        ['folder.b', other.seq],
        ['folder.a', second.seq],
      ]);
      expect(await store.headSeq()).toBe(second.seq);
    });

    it('rejects a stale or future expected sequence and writes nothing', async () => {
      const [seq] = await appendMany(store, 'folder.a', 1);
      for (const expectedSeq of [0, (seq ?? 0) + 1000]) {
        const append = store.append('folder.a', [testEvent(9)], { expectedSeq, meta: testMeta() });
        await expect(append).rejects.toBeInstanceOf(StreamVersionConflict);
        await expect(append).rejects.toMatchObject({ stream: 'folder.a', expectedSeq });
      }
      expect((await store.readStream('folder.a')).commits).toHaveLength(1);
      expect(await store.headSeq()).toBe(seq);
    });

    it('does not append a retried command twice', async () => {
      const meta = testMeta('cmd-retried');
      const first = await store.append('folder.a', [testEvent(1)], { expectedSeq: 0, meta });
      const staleRetry = await store.append('folder.a', [testEvent(1)], { expectedSeq: 0, meta });
      const currentRetry = await store.append('folder.a', [testEvent(1)], {
        expectedSeq: first.seq,
        meta,
      });
      expect(first).toEqual({ seq: first.seq, duplicate: false });
      expect(staleRetry).toEqual({ seq: first.seq, duplicate: true });
      expect(currentRetry).toEqual({ seq: first.seq, duplicate: true });
      expect((await store.readStream('folder.a')).commits).toHaveLength(1);
      expect(await store.headSeq()).toBe(first.seq);
    });

    it("reads one aggregate's commits only", async () => {
      await appendMany(store, 'folder.1', 2);
      await appendMany(store, 'folder.10', 1, 10);
      await appendMany(store, 'folder.1.child', 1, 20);
      await appendMany(store, 'project.1', 1, 30);
      await appendMany(store, 'folder.1', 1, 2);

      const { commits } = await store.readStream('folder.1');
      expect(commits.map((commit) => commit.stream)).toEqual(['folder.1', 'folder.1', 'folder.1']);
      expect(commits.flatMap(dataOf)).toEqual([0, 1, 2].map((n) => ({ n, writer: 'w' })));
      expect(await store.readStream('folder.unknown')).toEqual({ commits: [], lastSeq: 0 });
    });

    it('pages through the whole log', async () => {
      const seqs = [
        ...(await appendMany(store, 'folder.a', 4)),
        ...(await appendMany(store, 'folder.b', 3)),
      ];
      await readableLog(store, seqs.length);
      const pages: number[][] = [];
      let afterSeq = 0;
      for (;;) {
        const page = await store.readAll(afterSeq, 3);
        if (page.length === 0) break;
        pages.push(page.map((commit) => commit.seq));
        afterSeq = page.at(-1)?.seq ?? afterSeq;
      }
      expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
      expect(pages.flat()).toEqual(seqs);
      expect(await store.readAll(seqs[4] ?? 0, 100)).toHaveLength(2);
    });

    it('reads and delivers a log longer than one batch', async () => {
      const streams = Array.from({ length: 6 }, (_, n) => `folder.long${n}`);
      await Promise.all(streams.map((stream) => appendMany(store, stream, 100)));
      const all = await readableLog(store, 600);
      expect(all.map((commit) => commit.seq)).toEqual(
        all.map((commit) => commit.seq).toSorted((a, b) => a - b),
      );
      expect((await store.readStream('folder.long3')).commits.flatMap(dataOf)).toEqual(
        Array.from({ length: 100 }, (_, n) => ({ n, writer: 'w' })),
      );
      expect(await store.readAll(all[99]?.seq ?? 0, 300)).toEqual(all.slice(100, 400));
      const { all: delivered, subscription } = collect(store, 0, 600);
      expect(await delivered).toEqual(all);
      await subscription.close();
    });

    it('delivers every commit after a sequence, in order, including later appends', async () => {
      const before = await appendMany(store, 'folder.a', 3);
      const from = before[0] ?? 0;
      let running = 0;
      let overlapped = false;
      const seen: number[] = [];
      let reached = () => {};
      const five = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const subscription = store.subscribe(from, async (commit) => {
        overlapped ||= running > 0;
        running++;
        await new Promise((resolve) => setImmediate(resolve));
        seen.push(commit.seq);
        running--;
        if (seen.length === 5) reached();
      });
      const after = [
        ...(await appendMany(store, 'folder.b', 2)),
        ...(await appendMany(store, 'folder.a', 1, 3)),
      ];
      await five;
      await subscription.close();
      await expect(subscription.done).resolves.toBeUndefined();
      expect(seen).toEqual([...before.slice(1), ...after]);
      expect(overlapped).toBe(false);
    });

    it('stops a subscription whose handler fails', async () => {
      const seqs = await appendMany(store, 'folder.a', 3);
      const seen: number[] = [];
      const subscription = store.subscribe(0, async (commit) => {
        seen.push(commit.seq);
        if (seen.length === 2) throw new Error('projection failed');
      });
      await expect(subscription.done).rejects.toThrow('projection failed');
      expect(seen).toEqual(seqs.slice(0, 2));
      await subscription.close();
    });

    it('lets 20 racing writers in once each, and tells every other one', async () => {
      const stream = 'folder.race';
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, async (_, writer) => {
          const { lastSeq } = await store.readStream(stream);
          try {
            const { seq } = await store.append(stream, [testEvent(writer, `w${writer}`)], {
              expectedSeq: lastSeq,
              meta: testMeta(),
            });
            return { writer, expectedSeq: lastSeq, seq };
          } catch (error) {
            expect(error).toBeInstanceOf(StreamVersionConflict);
            return { writer, expectedSeq: lastSeq, seq: null };
          }
        }),
      );
      const accepted = outcomes.filter((outcome) => outcome.seq !== null);
      expect(accepted.length).toBeGreaterThanOrEqual(1);

      const { commits } = await store.readStream(stream);
      expect(commits.map((commit) => [commit.seq, ...dataOf(commit)])).toEqual(
        accepted
          .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
          .map((outcome) => [outcome.seq, { n: outcome.writer, writer: `w${outcome.writer}` }]),
      );
      // Each accepted writer had seen exactly the commit before its own: no update was lost.
      expect(accepted.map((outcome) => outcome.expectedSeq)).toEqual([
        0,
        ...commits.slice(0, -1).map((commit) => commit.seq),
      ]);
    });

    it('lands every event of 20 writers that retry on conflict exactly once', async () => {
      const stream = 'folder.retrying';
      const accepted: { writer: number; expectedSeq: number; seq: number }[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, writer) => {
          for (let attempt = 0; attempt < 100; attempt++) {
            const { lastSeq } = await store.readStream(stream);
            try {
              const event = testEvent(writer, `w${writer}`);
              const meta = testMeta();
              const { seq } = await store.append(stream, [event], { expectedSeq: lastSeq, meta });
              accepted.push({ writer, expectedSeq: lastSeq, seq });
              return;
            } catch (error) {
              expect(error).toBeInstanceOf(StreamVersionConflict);
            }
          }
        }),
      );
      const { commits } = await store.readStream(stream);
      const writers = accepted.map((outcome) => outcome.writer);
      expect(writers.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
      accepted.sort((a, b) => a.seq - b.seq);
      expect(commits.map((commit) => [commit.seq, ...dataOf(commit)])).toEqual(
        accepted.map(({ seq, writer }) => [seq, { n: writer, writer: `w${writer}` }]),
      );
      expect(accepted.map((outcome) => outcome.expectedSeq)).toEqual([
        0,
        ...commits.slice(0, -1).map((commit) => commit.seq),
      ]);
    });

    it('reserves a name for one owner until that owner releases it', async () => {
      const { reservations } = store;
      const name = 'Naïve Name / with spaces.*>';
      expect(await reservations.reserve('project-title', name, 'owner-1')).toBe(true);
      expect(await reservations.reserve('project-title', name, 'owner-2')).toBe(false);
      expect(await reservations.reserve('project-title', name, 'owner-1')).toBe(true);
      expect(await reservations.reserve('folder-name', name, 'owner-2')).toBe(true);

      await reservations.release('project-title', name, 'owner-2');
      expect(await reservations.reserve('project-title', name, 'owner-2')).toBe(false);
      await reservations.release('project-title', name, 'owner-1');
      expect(await reservations.reserve('project-title', name, 'owner-2')).toBe(true);
      expect(await reservations.reserve('project-title', name, 'owner-1')).toBe(false);
    });

    it('gives a name raced for by many owners to exactly one', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, n) => store.reservations.reserve('email', 'a@b.c', `o${n}`)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}

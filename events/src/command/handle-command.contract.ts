import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../store/event-store.ts';
import { type CommandDeps, type CommandResult, handleCommand } from './handle-command.ts';
import {
  tallyCatalogue,
  tallyRequest,
  testMeta,
  withReadBarrier,
  withRivalWriter,
} from './tally.fixture.ts';

const seqOf = (result: CommandResult<unknown>) => (result.ok ? result.seq : 0);

export interface OpenedStore {
  store: EventStore;
  cleanup(): Promise<void>;
}

/** The command path against one event-store adapter; `open` gives a fresh, empty store. */
export function handleCommandContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`handleCommand on ${name}`, () => {
    let opened: OpenedStore;
    let store: EventStore;
    let deps: CommandDeps;
    const openTally = (id: string, tallyName: string, s = store) =>
      handleCommand({ ...deps, store: s }, tallyRequest(id, { kind: 'open', id, name: tallyName }));
    const add = (id: string, amount: number, s = store) =>
      handleCommand({ ...deps, store: s }, tallyRequest(id, { kind: 'add', amount }));
    const rename = (id: string, to: string, s = store) =>
      handleCommand({ ...deps, store: s }, tallyRequest(id, { kind: 'rename', name: to }));

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
      deps = { store, catalogue: tallyCatalogue };
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    it('decides on the folded stream and appends with the new seq', async () => {
      const id = randomUUID();
      const opened = await openTally(id, `a-${id}`);
      const added = await add(id, 2);
      expect(added).toEqual({
        ok: true,
        events: [{ type: 'tally.added', data: { amount: 2, total: 2 } }],
        seq: expect.any(Number),
      });
      expect(opened.ok && added.ok && added.seq > opened.seq).toBe(true);
      const stream = await store.readStream(`tally.${id}`);
      expect(stream.commits.map((c) => c.events[0]?.type)).toEqual(['tally.opened', 'tally.added']);
    });

    it('returns a refusal as it is and appends nothing', async () => {
      const id = randomUUID();
      const head = await store.headSeq();
      const result = await add(id, 1);
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_FOUND' }) });
      expect(await store.headSeq()).toBe(head);
    });

    it('answers "nothing happens" with the stream seq and appends nothing', async () => {
      const id = randomUUID();
      const opened = await openTally(id, `a-${id}`);
      const head = await store.headSeq();
      expect(await add(id, 0)).toEqual({ ok: true, events: [], seq: opened.ok && opened.seq });
      expect(await store.headSeq()).toBe(head);
    });

    it('answers a command id already in the stream with its commit', async () => {
      const id = randomUUID();
      await openTally(id, `a-${id}`);
      const request = tallyRequest(id, { kind: 'add', amount: 5 });
      const first = await handleCommand(deps, request);
      const again = await handleCommand(deps, request);
      expect(again).toEqual(first);
      expect((await store.readStream(`tally.${id}`)).commits).toHaveLength(2);
    });

    it('re-decides on fresh state when two commands race on one aggregate', async () => {
      const id = randomUUID();
      await openTally(id, `a-${id}`);
      const racing = withReadBarrier(store, 2);
      const results = await Promise.all([add(id, 1, racing), add(id, 1, racing)]);
      expect(results.map((r) => r.ok)).toEqual([true, true]);
      const totals = results.flatMap((r) => (r.ok ? r.events.map((e) => e.data) : []));
      expect(totals.map((data) => 'total' in data && data.total).sort()).toEqual([1, 2]);
    });

    it('gives up with VERSION_CONFLICT after maxAttempts conflicts', async () => {
      const id = randomUUID();
      await openTally(id, `a-${id}`);
      const rivalled = { ...deps, store: withRivalWriter(store), maxAttempts: 3 };
      const result = await handleCommand(rivalled, tallyRequest(id, { kind: 'add', amount: 1 }));
      expect(result).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'VERSION_CONFLICT' }),
      });
      const stream = await store.readStream(`tally.${id}`);
      expect(stream.commits.map((c) => c.events[0]?.data)).not.toContainEqual({
        amount: 1,
        total: 1,
      });
    });

    it('refuses a name another aggregate holds with NAME_CONFLICT', async () => {
      const [first, second, name] = [randomUUID(), randomUUID(), `n-${randomUUID()}`];
      expect((await openTally(first, name)).ok).toBe(true);
      expect(await openTally(second, name)).toEqual({
        ok: false,
        error: expect.objectContaining({
          code: 'NAME_CONFLICT',
          data: { field: 'name', entity: 'tally' },
        }),
      });
      expect((await store.readStream(`tally.${second}`)).commits).toEqual([]);
    });

    it('releases the old name after a rename', async () => {
      const [first, other, a, b] = [
        randomUUID(),
        randomUUID(),
        `a-${randomUUID()}`,
        `b-${randomUUID()}`,
      ];
      await openTally(first, a);
      expect((await rename(first, b)).ok).toBe(true);
      expect((await openTally(other, b)).ok).toBe(false);
      expect((await openTally(other, a)).ok).toBe(true);
    });

    it('releases a conflicted attempt’s name unless the winner claimed it', async () => {
      const [id, other, a] = [randomUUID(), randomUUID(), `a-${randomUUID()}`];
      const [x, y] = [`x-${randomUUID()}`, `y-${randomUUID()}`];
      await openTally(id, a);
      const racing = withReadBarrier(store, 2);
      const results = await Promise.all([rename(id, x, racing), rename(id, y, racing)]);
      expect(results.map((r) => r.ok)).toEqual([true, true]);
      const winner = results.find((r) => r.ok && r.seq === Math.max(...results.map(seqOf)));
      const last = winner?.ok ? winner.events[0] : undefined;
      const [kept, freed] =
        last?.type === 'tally.renamed' && last.data.name === x ? [x, y] : [y, x];
      expect((await openTally(other, kept)).ok).toBe(false);
      expect((await openTally(other, freed)).ok).toBe(true);
    });

    it('keeps a name claimed by a racing twin of the same command', async () => {
      const [id, other, x] = [randomUUID(), randomUUID(), `x-${randomUUID()}`];
      await openTally(id, `a-${id}`);
      const racing = withReadBarrier(store, 2);
      const results = await Promise.all([rename(id, x, racing), rename(id, x, racing)]);
      expect(results.map((r) => r.ok && r.events.length).sort()).toEqual([0, 1]);
      expect((await openTally(other, x)).ok).toBe(false);
    });

    it('passes the command meta to the log', async () => {
      const id = randomUUID();
      const meta = testMeta();
      await handleCommand(deps, tallyRequest(id, { kind: 'open', id, name: `a-${id}` }, meta));
      const [commit] = (await store.readStream(`tally.${id}`)).commits;
      expect(commit?.meta).toEqual(meta);
      expect(commit?.events).toEqual([
        { type: 'tally.opened', version: 1, data: { id, name: `a-${id}` } },
      ]);
    });
  });
}

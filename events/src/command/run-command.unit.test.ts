import { describe, expect, it } from 'vitest';
import type { EventStore } from '../store/event-store.ts';
import { createInMemoryEventStore } from '../testing/in-memory.event-store.ts';
import { type CommandOrigin, type RunCommandRequest, runCommand } from './run-command.ts';
import {
  type TallyCommand,
  type TallyEvent,
  type TallyState,
  tally,
  tallyCatalogue,
} from './tally.fixture.ts';

const person = (id: string): CommandOrigin => ({
  actor: { kind: 'user', id },
  correlationId: 'req-1',
  clientIp: '10.0.0.7',
});

const open = (
  id: string,
  more: Partial<RunCommandRequest<TallyCommand, TallyState, TallyEvent>> = {},
): RunCommandRequest<TallyCommand, TallyState, TallyEvent> => ({
  stream: `tally.${id}`,
  decider: tally,
  command: { kind: 'open', id, name: `tally ${id}` },
  ...more,
});

/** The meta the log keeps for the stream's commits. */
const metaOf = async (store: EventStore, stream: string) =>
  (await store.readStream(stream)).commits.map((commit) => commit.meta);

/** Records what a run waited for. */
function watchingCheckpoints() {
  const waits: { names: string[]; seq: number }[] = [];
  return {
    waits,
    waitFor: async (names: string[], seq: number) => {
      waits.push({ names, seq });
      return true;
    },
  };
}

describe('runCommand', () => {
  it('fills actor, correlation, time and client ip from the origin', async () => {
    const store = createInMemoryEventStore();
    await runCommand({ store, catalogue: tallyCatalogue }, person('u1'), open('t1'));
    const [meta] = await metaOf(store, 'tally.t1');
    expect(meta).toMatchObject({
      actor: { kind: 'user', id: 'u1' },
      correlationId: 'req-1',
      causationId: null,
      clientIp: '10.0.0.7',
    });
    expect(Number.isNaN(Date.parse(meta?.at ?? ''))).toBe(false);
  });

  it('gives a retry with the same idempotency key the same command id, appended once', async () => {
    const store = createInMemoryEventStore();
    const deps = { store, catalogue: tallyCatalogue };
    const request = open('t1', { idempotencyKey: 'm-1' });
    await runCommand(deps, person('u1'), request);
    const again = await runCommand(deps, person('u1'), request);
    expect(again.ok).toBe(true);
    const metas = await metaOf(store, 'tally.t1');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.commandId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keeps one client key from clashing with another actor or stream', async () => {
    const store = createInMemoryEventStore();
    const deps = { store, catalogue: tallyCatalogue };
    await runCommand(deps, person('u1'), open('t1', { idempotencyKey: 'm-1' }));
    await runCommand(deps, person('u2'), open('t2', { idempotencyKey: 'm-1' }));
    await runCommand(deps, person('u1'), open('t3', { idempotencyKey: 'm-1' }));
    await runCommand(deps, person('u1'), open('t4'));
    const ids = await Promise.all(
      ['t1', 't2', 't3', 't4'].map(
        async (id) => (await metaOf(store, `tally.${id}`))[0]?.commandId,
      ),
    );
    expect(new Set(ids).size).toBe(4);
  });

  it('uses the command id a caller chose, and the cause it names', async () => {
    const store = createInMemoryEventStore();
    const origin = {
      actor: { kind: 'system' as const, id: 'transcoder' },
      correlationId: 'r-9',
      causationId: 'c-8',
    };
    await runCommand(
      { store, catalogue: tallyCatalogue },
      origin,
      open('t1', { commandId: 'job:t1:1:start' }),
    );
    const [meta] = await metaOf(store, 'tally.t1');
    expect(meta).toMatchObject({ commandId: 'job:t1:1:start', causationId: 'c-8', clientIp: null });
  });

  it('waits for the read models that handle an appended event, and only those', async () => {
    const store = createInMemoryEventStore();
    const checkpoints = watchingCheckpoints();
    const readModels = [
      { name: 'tallies', handles: ['tally.opened', 'tally.added'] },
      { name: 'names', handles: ['tally.renamed'] },
    ];
    const deps = { store, catalogue: tallyCatalogue, checkpoints };
    const result = await runCommand(deps, person('u1'), open('t1', { readModels }));
    expect(result.ok && checkpoints.waits).toEqual([
      { names: ['tallies'], seq: result.ok ? result.seq : 0 },
    ]);
    const rename = { stream: 'tally.t1', decider: tally, readModels };
    await runCommand(deps, person('u1'), {
      ...rename,
      command: { kind: 'rename', name: 'tally t1' },
    });
    expect(checkpoints.waits).toHaveLength(1);
  });

  it("returns the decider's refusal as it is", async () => {
    const store = createInMemoryEventStore();
    const add = {
      stream: 'tally.t9',
      decider: tally,
      command: { kind: 'add', amount: 1 } as const,
    };
    const result = await runCommand({ store, catalogue: tallyCatalogue }, person('u1'), add);
    expect(result.ok || result.error.code).toBe('NOT_FOUND');
  });
});

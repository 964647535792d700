import { describe, expect, it } from 'vitest';
import { createInMemoryEventStore } from '../testing/in-memory.event-store.ts';
import { bindAggregate } from './bind-aggregate.ts';
import type { CommandOrigin } from './run-command.ts';
import { tally, tallyCatalogue, tallyNames } from './tally.fixture.ts';

const person: CommandOrigin = { actor: { kind: 'user', id: 'u1' }, correlationId: 'req-1' };

const tallies = { name: 'tallies', handles: ['tally.opened', 'tally.added'] };
const names = { name: 'names', handles: ['tally.opened', 'tally.renamed'] };

/** The store, and the read models each run waited for. */
function depsWithWaits() {
  const waits: string[][] = [];
  const checkpoints = {
    waitFor: async (models: string[]) => {
      waits.push(models);
      return true;
    },
  };
  const store = createInMemoryEventStore();
  return { deps: { store, catalogue: tallyCatalogue, checkpoints }, waits };
}

describe('bindAggregate', () => {
  it('decides on `<stream>.<id>` and reads the state back from it', async () => {
    const { deps } = depsWithWaits();
    const tallyCommands = bindAggregate({ stream: 'tally', decider: tally });
    const open = { kind: 'open', id: 't1', name: 'first' } as const;
    const result = await tallyCommands.run(deps, person, 't1', open);
    expect(result.ok).toBe(true);
    expect((await deps.store.readStream('tally.t1')).commits).toHaveLength(1);
    expect(tallyCommands.streamOf('t1')).toBe('tally.t1');
    expect(await tallyCommands.state(deps, 't1')).toMatchObject({ id: 't1', name: 'first' });
  });

  it('reserves the names it declares', async () => {
    const { deps } = depsWithWaits();
    const tallyCommands = bindAggregate({ stream: 'tally', decider: tally, ...tallyNames });
    await tallyCommands.run(deps, person, 't1', { kind: 'open', id: 't1', name: 'same' });
    const second = await tallyCommands.run(deps, person, 't2', {
      kind: 'open',
      id: 't2',
      name: 'same',
    });
    expect(second.ok || second.error.code).toBe('NAME_CONFLICT');
  });

  it('waits for its declared read models, every one the caller keeps, or per command', async () => {
    const { deps, waits } = depsWithWaits();
    const declared = bindAggregate({ stream: 'a', decider: tally, readModels: [tallies] });
    const every = bindAggregate({ stream: 'b', decider: tally, readModels: 'every' });
    const perCommand = bindAggregate({
      stream: 'c',
      decider: tally,
      readModels: (command) => (command.kind === 'open' ? [names] : 'every'),
    });
    const open = { kind: 'open', id: 'x', name: 'x' } as const;
    const add = { kind: 'add', amount: 2 } as const;
    await declared.run(deps, person, 'x', open);
    await every.run({ ...deps, readModels: [tallies, names] }, person, 'x', open);
    await perCommand.run(deps, person, 'x', open);
    await perCommand.run({ ...deps, readModels: [tallies, names] }, person, 'x', add);
    expect(waits).toEqual([['tallies'], ['tallies', 'names'], ['names'], ['tallies']]);
  });

  it('passes the caller’s retry key, so a retry appends once', async () => {
    const { deps } = depsWithWaits();
    const tallyCommands = bindAggregate({ stream: 'tally', decider: tally });
    const open = { kind: 'open', id: 't1', name: 'first' } as const;
    await tallyCommands.run(deps, person, 't1', open, { idempotencyKey: 'm-1' });
    const again = await tallyCommands.run(deps, person, 't1', open, { idempotencyKey: 'm-1' });
    expect(again.ok).toBe(true);
    expect((await deps.store.readStream('tally.t1')).commits).toHaveLength(1);
  });
});

import type { RoundEvent } from '@rushes/events';
import { DomainError } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { type MarkRound, type RoundsState, roundsDecider } from './round.decider.ts';

const mark = (overrides: Partial<MarkRound> = {}): MarkRound => ({
  type: 'MarkRound',
  roundId: 'r1',
  projectId: 'p1',
  folderId: 'f1',
  name: "Director's review 2",
  at: '2026-12-01T09:30:00.000Z',
  now: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

const stateAfter = (events: RoundEvent[]): RoundsState =>
  events.reduce(roundsDecider.evolve, roundsDecider.initialState);

const decide = (command: Parameters<typeof roundsDecider.decide>[0], events: RoundEvent[] = []) =>
  roundsDecider.decide(command, stateAfter(events));

const marked = (id: string, name: string): RoundEvent => ({
  type: 'round.marked',
  data: { id, projectId: 'p1', folderId: 'f1', name, at: '2026-12-01T08:00:00.000Z' },
});

describe('roundsDecider', () => {
  it('names a past moment of the folder, trimmed', () => {
    expect(decide(mark({ name: "  Director's review 2 " }))).toEqual([
      {
        type: 'round.marked',
        data: {
          id: 'r1',
          projectId: 'p1',
          folderId: 'f1',
          name: "Director's review 2",
          at: '2026-12-01T09:30:00.000Z',
        },
      },
    ]);
  });

  it('refuses an empty name, a moment to come and one it cannot read', () => {
    expect(decide(mark({ name: '  ' }))).toEqual(
      new DomainError('VALIDATION_FAILED', { field: 'name', rule: 'required' }),
    );
    expect(decide(mark({ at: '2026-12-01T10:00:01.000Z' }))).toEqual(
      new DomainError('VALIDATION_FAILED', { field: 'at', rule: 'past' }),
    );
    expect(decide(mark({ at: 'Tuesday' }))).toEqual(
      new DomainError('VALIDATION_FAILED', { field: 'at', rule: 'format' }),
    );
  });

  it('keeps names unique in the folder whatever the case, free again once removed', () => {
    const events = [marked('r0', "DIRECTOR'S REVIEW 2")];
    expect(decide(mark(), events)).toEqual(
      new DomainError('NAME_CONFLICT', { field: 'name', entity: 'round' }),
    );
    const removed: RoundEvent = {
      type: 'round.removed',
      data: { id: 'r0', projectId: 'p1', folderId: 'f1', name: "DIRECTOR'S REVIEW 2" },
    };
    expect(decide(mark(), [...events, removed])).toHaveLength(1);
  });

  it('marks and removes once: a retried command adds nothing', () => {
    const events = [marked('r1', "Director's review 2")];
    expect(decide(mark(), events)).toEqual([]);
    expect(decide({ type: 'RemoveRound', roundId: 'r1' }, events)).toEqual([
      {
        type: 'round.removed',
        data: { id: 'r1', projectId: 'p1', folderId: 'f1', name: "Director's review 2" },
      },
    ]);
    expect(decide({ type: 'RemoveRound', roundId: 'r9' }, events)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { createCatalogue } from '../catalogue/catalogue.ts';
import { defineEvent, type EventOf } from '../catalogue/define-event.ts';
import type { Decider } from '../decider.ts';
import type { EventMeta } from '../envelope.ts';
import { DomainError } from '../errors.ts';
import type { EventStore } from '../store/event-store.ts';
import type { CommandRequest, NameReservation } from './handle-command.ts';

/** A tiny aggregate for the command-path tests: a named running total. */
const tallyOpened = defineEvent('tally.opened', {
  versions: { 1: Type.Object({ id: Type.String(), name: Type.String() }) },
});
const tallyAdded = defineEvent('tally.added', {
  versions: { 1: Type.Object({ amount: Type.Integer(), total: Type.Integer() }) },
});
const tallyRenamed = defineEvent('tally.renamed', {
  versions: { 1: Type.Object({ name: Type.String(), previous: Type.String() }) },
});

export const tallyCatalogue = createCatalogue([tallyOpened, tallyAdded, tallyRenamed]);

export type TallyEvent =
  | EventOf<typeof tallyOpened>
  | EventOf<typeof tallyAdded>
  | EventOf<typeof tallyRenamed>;
export type TallyCommand =
  | { kind: 'open'; id: string; name: string }
  | { kind: 'add'; amount: number }
  | { kind: 'rename'; name: string };
export interface TallyState {
  id: string | null;
  name: string | null;
  total: number;
}

export const tally: Decider<TallyCommand, TallyState, TallyEvent> = {
  initialState: { id: null, name: null, total: 0 },
  decide(command, state) {
    if (command.kind === 'open') {
      if (state.id) return new DomainError('STATE_CONFLICT');
      return [{ type: 'tally.opened', data: { id: command.id, name: command.name } }];
    }
    if (!state.name) return new DomainError('NOT_FOUND');
    if (command.kind === 'add') {
      if (command.amount === 0) return [];
      const total = state.total + command.amount;
      return [{ type: 'tally.added', data: { amount: command.amount, total } }];
    }
    if (command.name === state.name) return [];
    return [{ type: 'tally.renamed', data: { name: command.name, previous: state.name } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'tally.opened':
        return { ...state, id: event.data.id, name: event.data.name };
      case 'tally.added':
        return { ...state, total: event.data.total };
      case 'tally.renamed':
        return { ...state, name: event.data.name };
    }
  },
};

const tallyName = (owner: string | null, key: string): NameReservation => ({
  scope: 'tally',
  key,
  owner: owner ?? '',
  conflict: { field: 'name', entity: 'tally' },
});

/** The names a tally's events claim and give up. */
export const tallyNames = {
  reserve: (events: TallyEvent[], state: TallyState) =>
    events.flatMap((event) => {
      if (event.type === 'tally.opened') return [tallyName(event.data.id, event.data.name)];
      if (event.type === 'tally.renamed') return [tallyName(state.id, event.data.name)];
      return [];
    }),
  release: (events: TallyEvent[], state: TallyState) =>
    events.flatMap((event) =>
      event.type === 'tally.renamed' ? [tallyName(state.id, event.data.previous)] : [],
    ),
};

export function testMeta(commandId: string = randomUUID()): EventMeta {
  return {
    actor: { kind: 'user', id: 'u1' },
    commandId,
    correlationId: randomUUID(),
    causationId: null,
    at: '2026-11-22T10:00:00.000Z',
    clientIp: null,
  };
}

export function tallyRequest(
  id: string,
  command: TallyCommand,
  meta: EventMeta = testMeta(),
): CommandRequest<TallyCommand, TallyState, TallyEvent> {
  return { stream: `tally.${id}`, decider: tally, command, meta, ...tallyNames };
}

/** The same store with another `readStream`, to stage races and rival writers. */
export function withReadStream(
  store: EventStore,
  readStream: EventStore['readStream'],
): EventStore {
  return {
    append: (stream, events, options) => store.append(stream, events, options),
    readStream,
    readAll: (afterSeq, limit) => store.readAll(afterSeq, limit),
    subscribe: (afterSeq, onCommit) => store.subscribe(afterSeq, onCommit),
    headSeq: () => store.headSeq(),
    reservations: store.reservations,
    consumers: store.consumers,
    close: () => store.close(),
  };
}

/**
 * The same store, except that the first `readers` stream reads all wait for one another, so that
 * many commands decide on the same state before any of them appends.
 */
export function withReadBarrier(store: EventStore, readers: number): EventStore {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return withReadStream(store, async (stream) => {
    const read = await store.readStream(stream);
    if (arrived < readers) {
      arrived += 1;
      if (arrived === readers) open();
      await opened;
    }
    return read;
  });
}

/**
 * The same store, except that after every stream read another writer appends to that stream, so
 * every append of the reader meets a version conflict.
 */
export function withRivalWriter(store: EventStore): EventStore {
  return withReadStream(store, async (stream) => {
    const read = await store.readStream(stream);
    const rival = [{ type: 'tally.added', version: 1, data: { amount: 100, total: 100 } }];
    await store.append(stream, rival, { expectedSeq: read.lastSeq, meta: testMeta() });
    return read;
  });
}

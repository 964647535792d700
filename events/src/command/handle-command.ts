import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Decider } from '../decider.ts';
import type { Commit, DomainEvent, EventMeta } from '../envelope.ts';
import { DomainError, isDomainError } from '../errors.ts';
import { type EventStore, StreamVersionConflict } from '../store/event-store.ts';

/** A name that must be unique across aggregates, e.g. a project title within its workspace. */
export interface NameReservation {
  scope: string;
  key: string;
  /** Usually the aggregate id: the same owner may reserve its own name again. */
  owner: string;
  /** The `NAME_CONFLICT` data when another owner holds the name. */
  conflict: { field: string; entity: string };
}

export type CommandResult<E> =
  | { ok: true; events: E[]; seq: number }
  | { ok: false; error: DomainError };

export interface CommandDeps {
  store: EventStore;
  catalogue: Catalogue;
  /** Decisions tried before giving up with `VERSION_CONFLICT` (default 5). */
  maxAttempts?: number;
}

export interface CommandRequest<C, S, E extends DomainEvent> {
  /** `<aggregate>.<id>` */
  stream: string;
  decider: Decider<C, S, E>;
  command: C;
  meta: EventMeta;
  /** Names the events newly claim (not names the aggregate already holds). */
  reserve?: (events: E[], state: S) => NameReservation[];
  /** Names the events give up, released after the append (the old name on a rename). */
  release?: (events: E[], state: S) => NameReservation[];
}

interface LoadedCommit<E> {
  seq: number;
  commandId: string;
  events: E[];
}

interface Loaded<S, E> {
  state: S;
  lastSeq: number;
  commits: LoadedCommit<E>[];
}

type Outcome<E> = { result: CommandResult<E> } | { conflicted: NameReservation[] };

const nameId = (name: NameReservation) => JSON.stringify([name.scope, name.key, name.owner]);

async function load<S, E extends DomainEvent>(
  { store, catalogue }: CommandDeps,
  request: { stream: string; decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'> },
): Promise<Loaded<S, E>> {
  const { commits, lastSeq } = await store.readStream(request.stream);
  const decode = (commit: Commit): LoadedCommit<E> => ({
    seq: commit.seq,
    commandId: commit.meta.commandId,
    // The stream holds only this decider's events; decode has checked each against its schema.
    events: commit.events.map((stored) => catalogue.decode(stored, commit.meta) as E),
  });
  const loaded = commits.map(decode);
  const { evolve, initialState } = request.decider;
  const state = loaded.flatMap((c) => c.events).reduce(evolve, initialState);
  return { state, lastSeq, commits: loaded };
}

/**
 * An aggregate's state as its stream holds it now, folded by its decider: for the few reads that
 * must not lag behind a decision (a second factor's secret as a sign-in checks a code).
 */
export async function stateOf<S, E extends DomainEvent>(
  deps: CommandDeps,
  stream: string,
  decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>,
): Promise<S> {
  return (await load(deps, { stream, decider })).state;
}

/** Names the commits that beat a conflicted attempt claimed: those stay reserved. */
function claimedSince<C, S, E extends DomainEvent>(
  request: CommandRequest<C, S, E>,
  before: Loaded<S, E>,
  now: Loaded<S, E>,
): Set<string> {
  const claimed = new Set<string>();
  let state = before.state;
  for (const commit of now.commits.filter((c) => c.seq > before.lastSeq)) {
    for (const name of request.reserve?.(commit.events, state) ?? []) claimed.add(nameId(name));
    state = commit.events.reduce(request.decider.evolve, state);
  }
  return claimed;
}

async function releaseAll(store: EventStore, names: NameReservation[]): Promise<void> {
  for (const { scope, key, owner } of names) await store.reservations.release(scope, key, owner);
}

/** Reserves in order; on a name held by another owner releases the ones it took and says which. */
async function reserveAll(
  store: EventStore,
  names: NameReservation[],
): Promise<NameReservation | null> {
  for (const [index, name] of names.entries()) {
    if (await store.reservations.reserve(name.scope, name.key, name.owner)) continue;
    await releaseAll(store, names.slice(0, index));
    return name;
  }
  return null;
}

async function decideAndAppend<C, S, E extends DomainEvent>(
  { store, catalogue }: CommandDeps,
  request: CommandRequest<C, S, E>,
  { state, lastSeq }: Loaded<S, E>,
): Promise<Outcome<E>> {
  const events = request.decider.decide(request.command, state);
  if (isDomainError(events)) return { result: { ok: false, error: events } };
  if (events.length === 0) return { result: { ok: true, events, seq: lastSeq } };
  const stored = events.map((event) => catalogue.encode(event));
  const names = request.reserve?.(events, state) ?? [];
  const taken = await reserveAll(store, names);
  if (taken) {
    return { result: { ok: false, error: new DomainError('NAME_CONFLICT', taken.conflict) } };
  }
  try {
    const appended = await store.append(request.stream, stored, {
      expectedSeq: lastSeq,
      meta: request.meta,
    });
    if (!appended.duplicate) await releaseAll(store, request.release?.(events, state) ?? []);
    return { result: { ok: true, events, seq: appended.seq } };
  } catch (error) {
    if (error instanceof StreamVersionConflict) return { conflicted: names };
    throw error;
  }
}

/**
 * The command path: load and fold the stream, decide, reserve the names the events claim, append
 * with the expected seq and the command id, and on a version conflict start again from the load
 * (at most `maxAttempts` times). A command id already in the stream answers with its commit.
 */
export async function handleCommand<C, S, E extends DomainEvent>(
  deps: CommandDeps,
  request: CommandRequest<C, S, E>,
): Promise<CommandResult<E>> {
  const maxAttempts = deps.maxAttempts ?? 5;
  let conflicted: { loaded: Loaded<S, E>; names: NameReservation[] } | null = null;
  for (let attempt = 0; ; attempt++) {
    const loaded = await load(deps, request);
    if (conflicted) {
      const keep = claimedSince(request, conflicted.loaded, loaded);
      await releaseAll(
        deps.store,
        conflicted.names.filter((name) => !keep.has(nameId(name))),
      );
    }
    const earlier = loaded.commits.find((c) => c.commandId === request.meta.commandId);
    if (earlier) return { ok: true, events: earlier.events, seq: earlier.seq };
    if (attempt === maxAttempts) return { ok: false, error: new DomainError('VERSION_CONFLICT') };
    const outcome = await decideAndAppend(deps, request, loaded);
    if ('result' in outcome) return outcome.result;
    conflicted = { loaded, names: outcome.conflicted };
  }
}

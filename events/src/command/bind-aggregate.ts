import type { Decider } from '../decider.ts';
import type { DomainEvent } from '../envelope.ts';
import type { Projection } from '../projection/projection.ts';
import { type CommandResult, type NameReservation, stateOf } from './handle-command.ts';
import {
  type CommandOrigin,
  type RunCommandDeps,
  type RunCommandRequest,
  runCommand,
} from './run-command.ts';

/** A read model as a command waits for it: its name and the event types it handles. */
export type ReadModel = Pick<Projection<unknown>, 'name' | 'handles'>;

/**
 * What a command's answer reads: those read models, or `'every'` read model the caller keeps (for
 * an answer that reads what other slices' models make of the events).
 */
export type ReadModels = readonly ReadModel[] | 'every';

/** An aggregate declared once: its stream, its decider, its names and what its answers read. */
export interface AggregateDeclaration<C, S, E extends DomainEvent> {
  /** The stream's prefix: a command on `id` decides on `<stream>.<id>`. */
  stream: string;
  decider: Decider<C, S, E>;
  /** Names the events newly claim (see `runCommand`). */
  reserve?: (events: E[], state: S) => NameReservation[];
  /** Names the events give up. */
  release?: (events: E[], state: S) => NameReservation[];
  /** Waited for after each command (those handling a new event); per command when it varies. */
  readModels?: ReadModels | ((command: C) => ReadModels);
}

/** Where a bound command runs: the command path's adapters, and every read model for `'every'`. */
export interface AggregateDeps extends RunCommandDeps {
  readModels?: readonly ReadModel[];
}

/** What a caller may add to one command: the client's retry key, or a command id of its own. */
export type CommandOptions = Pick<
  RunCommandRequest<unknown, unknown, never>,
  'idempotencyKey' | 'commandId'
>;

/** An aggregate bound to its stream, decider and read models: a command is one call. */
export interface AggregateCommands<C, S, E extends DomainEvent> {
  /** `<stream>.<id>` */
  streamOf(id: string): string;
  /** Runs `command` on the aggregate `id` through `runCommand`. */
  run(
    deps: AggregateDeps,
    origin: CommandOrigin,
    id: string,
    command: C,
    options?: CommandOptions,
  ): Promise<CommandResult<E>>;
  /** The aggregate's state as its stream holds it now (see `stateOf`). */
  state(deps: AggregateDeps, id: string): Promise<S>;
}

/**
 * Binds an aggregate's stream, decider, name reservations and read models once, beside its
 * decider, so that no command call restates them (as Emmett's `CommandHandler` binds a store and
 * a decider).
 */
export function bindAggregate<C, S, E extends DomainEvent>(
  declaration: AggregateDeclaration<C, S, E>,
): AggregateCommands<C, S, E> {
  const { stream, decider, reserve, release, readModels } = declaration;
  const streamOf = (id: string) => `${stream}.${id}`;
  const readModelsOf = (deps: AggregateDeps, command: C): readonly ReadModel[] => {
    const declared = typeof readModels === 'function' ? readModels(command) : readModels;
    return declared === 'every' ? (deps.readModels ?? []) : (declared ?? []);
  };
  return {
    streamOf,
    run: (deps, origin, id, command, options = {}) =>
      runCommand(deps, origin, {
        stream: streamOf(id),
        decider,
        command,
        reserve,
        release,
        readModels: readModelsOf(deps, command),
        ...options,
      }),
    state: (deps, id) => stateOf(deps, streamOf(id), decider),
  };
}

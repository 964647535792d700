import { randomUUID } from 'node:crypto';
import type { Decider } from '../decider.ts';
import type { Actor, DomainEvent, EventMeta } from '../envelope.ts';
import { newId } from '../ids.ts';
import type { CheckpointWatcher } from '../projection/checkpoint-watcher.ts';
import type { Projection } from '../projection/projection.ts';
import {
  type CommandDeps,
  type CommandResult,
  handleCommand,
  type NameReservation,
} from './handle-command.ts';

/** Who decides, and what caused it: a person's request, Rushes itself, or an earlier event. */
export interface CommandOrigin {
  actor: Actor;
  /** The request id, or the cause's correlation id: joins logs and events up. */
  correlationId: string;
  /** The command id of the decision this one reacts to; null for a request. */
  causationId?: string | null;
  clientIp?: string | null;
}

export interface RunCommandDeps extends CommandDeps {
  /** Read-your-writes; without it nothing is waited for. */
  checkpoints?: Pick<CheckpointWatcher, 'waitFor'>;
  logger?: { warn(data: object, message: string): void };
}

export interface RunCommandRequest<C, S, E extends DomainEvent> {
  /** `<aggregate>.<id>` */
  stream: string;
  decider: Decider<C, S, E>;
  command: C;
  reserve?: (events: E[], state: S) => NameReservation[];
  release?: (events: E[], state: S) => NameReservation[];
  /** The read models the caller answers from: those handling a new event are waited for. */
  readModels?: readonly Pick<Projection<unknown>, 'name' | 'handles'>[];
  /** A command id chosen by the caller, e.g. `job:<id>:<attempt>:<step>`. */
  commandId?: string;
  /**
   * The client's key for a retry (Relay's `clientMutationId`). The log deduplicates command ids
   * across all streams and clients choose keys freely, so it is scoped by actor and stream.
   */
  idempotencyKey?: string | null;
}

/** How long a command waits for its read models before answering anyway. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

function commandIdOf(
  { actor }: CommandOrigin,
  {
    stream,
    commandId,
    idempotencyKey,
  }: Pick<RunCommandRequest<unknown, unknown, never>, 'stream' | 'commandId' | 'idempotencyKey'>,
): string {
  return commandId ?? newId(`command:${stream}`, `${actor.kind}:${actor.id ?? ''}`, idempotencyKey);
}

const metaOf = (origin: CommandOrigin, commandId: string): EventMeta => ({
  actor: origin.actor,
  commandId,
  correlationId: origin.correlationId,
  causationId: origin.causationId ?? null,
  at: new Date().toISOString(),
  clientIp: origin.clientIp ?? null,
});

/** Names of the read models that handle any of the events. */
const readModelsHandling = (
  readModels: readonly Pick<Projection<unknown>, 'name' | 'handles'>[] = [],
  events: readonly DomainEvent[],
): string[] =>
  readModels
    .filter((model) => events.some((event) => model.handles.includes(event.type)))
    .map((model) => model.name);

/**
 * The one way a command is run, by the BFF's requests, its start-up and the services alike: fills
 * the meta from the origin, decides and appends through `handleCommand`, then waits (at most
 * 5 s) until the read models named have passed the new seq, so the caller reads its own change.
 * A refusal comes back as the decider's `DomainError`.
 */
export async function runCommand<C, S, E extends DomainEvent>(
  deps: RunCommandDeps,
  origin: CommandOrigin,
  request: RunCommandRequest<C, S, E>,
): Promise<CommandResult<E>> {
  const { stream, decider, command, reserve, release } = request;
  const meta = metaOf(origin, commandIdOf(origin, request));
  const result = await handleCommand(deps, { stream, decider, command, meta, reserve, release });
  if (!result.ok || !deps.checkpoints) return result;
  const names = readModelsHandling(request.readModels, result.events);
  if (names.length === 0) return result;
  const caughtUp = await deps.checkpoints.waitFor(names, result.seq, READ_YOUR_WRITES_TIMEOUT_MS);
  if (!caughtUp) {
    deps.logger?.warn(
      { correlationId: origin.correlationId, readModels: names, seq: result.seq },
      'read models did not catch up in time; answering anyway',
    );
  }
  return result;
}

/** Rushes acting on its own behalf, e.g. at start-up: `what` names it in the correlation id. */
export const systemOrigin = (what: string): CommandOrigin => ({
  actor: { kind: 'system' },
  correlationId: `${what}-${randomUUID()}`,
});

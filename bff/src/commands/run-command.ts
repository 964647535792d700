import { createHash, randomUUID } from 'node:crypto';
import {
  type Actor,
  type Decider,
  type DomainEvent,
  type EventMeta,
  handleCommand,
  type NameReservation,
  type Projection,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { fromDomainError } from '../errors.ts';
import type { GraphQLContext } from '../graphql/context.ts';

/** How long a mutation waits for its projections before answering anyway. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

export interface RunCommandRequest<C, S, E extends DomainEvent> {
  /** `<aggregate>.<id>` */
  stream: string;
  decider: Decider<C, S, E>;
  command: C;
  reserve?: (events: E[], state: S) => NameReservation[];
  release?: (events: E[], state: S) => NameReservation[];
  /** The read models the answer is read from; those handling an appended event are waited for. */
  projections: readonly Projection<Database>[];
  /** Relay's `clientMutationId`: a retry with the same one is not appended twice. */
  clientMutationId?: string | null;
}

const actorOf = (ctx: GraphQLContext): Actor =>
  ctx.viewer ? { kind: 'user', id: ctx.viewer.userId } : { kind: 'system' };

/** A uuid-shaped id derived from the text, so the same retry gets the same command id. */
function stableUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The log deduplicates command ids across all streams, and clients pick `clientMutationId`
 * freely: scoping it by actor and stream keeps one client's id from swallowing another's command.
 */
function commandIdOf(actor: Actor, stream: string, clientMutationId?: string | null): string {
  if (!clientMutationId) return randomUUID();
  return stableUuid(JSON.stringify([actor.kind, actor.id ?? null, stream, clientMutationId]));
}

export function commandMeta(
  ctx: GraphQLContext,
  stream: string,
  clientMutationId?: string | null,
): EventMeta {
  const actor = actorOf(ctx);
  return {
    actor,
    commandId: commandIdOf(actor, stream, clientMutationId),
    correlationId: ctx.request.id,
    causationId: null,
    at: new Date().toISOString(),
    clientIp: ctx.request.clientIp,
  };
}

/** Names of the projections that handle any of the event types. */
export const projectionsHandling = (
  projections: readonly Projection<Database>[],
  eventTypes: readonly string[],
): string[] =>
  projections.filter((p) => p.handles.some((type) => eventTypes.includes(type))).map((p) => p.name);

/**
 * Runs a command for a resolver: fills the meta, decides and appends through `handleCommand`,
 * then waits (at most 5 s) until the projections handling the new events have passed its seq, so
 * the answer reads the change. A refusal is thrown as a GraphQL error carrying its code.
 */
export async function runCommand<C, S, E extends DomainEvent>(
  ctx: GraphQLContext,
  request: RunCommandRequest<C, S, E>,
): Promise<{ events: E[]; seq: number }> {
  const { services } = ctx;
  const result = await handleCommand(
    { store: services.store, catalogue: services.catalogue },
    {
      stream: request.stream,
      decider: request.decider,
      command: request.command,
      meta: commandMeta(ctx, request.stream, request.clientMutationId),
      reserve: request.reserve,
      release: request.release,
    },
  );
  if (!result.ok) throw fromDomainError(result.error);
  const names = projectionsHandling(
    request.projections,
    result.events.map((event) => event.type),
  );
  if (names.length > 0) {
    const caughtUp = await services.checkpoints.waitFor(
      names,
      result.seq,
      READ_YOUR_WRITES_TIMEOUT_MS,
    );
    if (!caughtUp) {
      services.logger.warn(
        { reqId: ctx.request.id, projections: names, seq: result.seq },
        'read models did not catch up in time; answering anyway',
      );
    }
  }
  return { events: result.events, seq: result.seq };
}

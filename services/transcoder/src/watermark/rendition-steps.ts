import {
  type Catalogue,
  type Commit,
  type EventStore,
  type RenditionCommand,
  type RenditionEvent,
  type RenditionRequested,
  renditionDecider,
  runCommand,
} from '@rushes/events';

/** A rendition as it was asked for. */
export type Asked = RenditionRequested['data'];

/** Where a renderer appends its steps, and who it is in them. */
export interface RenditionLog {
  store: EventStore;
  catalogue: Catalogue;
  /** The system actor of its steps: `transcoder`, `live-ingest`. */
  actorId: string;
}

/** The rendition refused a step: another attempt runs, or it is finished. */
export class RenditionStopped extends Error {}

const stream = (id: string) => `rendition.${id}`;

/** The attempt rendering now, or null when none is (finished, failed). */
export async function renderingAttempt(log: RenditionLog, id: string): Promise<number | null> {
  const { commits } = await log.store.readStream(stream(id));
  const state = commits
    .flatMap((commit) => commit.events.map((e) => log.catalogue.decode(e, commit.meta)))
    .filter((event): event is RenditionEvent => event.type.startsWith('rendition.'))
    .reduce(renditionDecider.evolve, renditionDecider.initialState);
  const rendering = state.status === 'RENDERING' || state.status === 'PLAYABLE';
  return rendering ? state.attempt : null;
}

/** Appends one step; idempotent per attempt and step across redeliveries. */
export async function renditionStep(
  log: RenditionLog,
  cause: Commit,
  asked: Asked,
  name: string,
  command: RenditionCommand,
): Promise<void> {
  const origin = {
    actor: { kind: 'system', id: log.actorId } as const,
    correlationId: cause.meta.correlationId,
    causationId: cause.meta.commandId,
  };
  const result = await runCommand({ store: log.store, catalogue: log.catalogue }, origin, {
    stream: stream(asked.id),
    decider: renditionDecider,
    command,
    commandId: `rendition:${asked.id}:${asked.attempt}:${name}`,
  });
  if (result.ok) return;
  if (result.error.code === 'STATE_CONFLICT') throw new RenditionStopped();
  throw new Error(`rendition ${asked.id}: step ${name} refused with ${result.error.code}`);
}

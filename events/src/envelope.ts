/**
 * Who caused an event: a signed-in user, a share-link visitor, a machine through an API token
 * (its id), or Rushes itself.
 */
export type Actor =
  | { kind: 'user'; id: string }
  | { kind: 'link'; id: string }
  | { kind: 'token'; id: string }
  | { kind: 'system'; id?: string };

/** Added by the command handler, never by a decider. */
export interface EventMeta {
  actor: Actor;
  commandId: string;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 time of the decision. */
  at: string;
  clientIp: string | null;
}

/** What a decider returns: a fact, not yet in the log. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** An event as stored: its schema version travels with it. */
export interface StoredEvent<T extends string = string, D = unknown> extends DomainEvent<T, D> {
  version: number;
}

/**
 * One decision as the log keeps it: a single message (JetStream) or row (embedded log) holding
 * every event of the decision, so an append is atomic. `seq` is the position in the whole log and
 * the value an aggregate's next append expects; an event's place is (seq, index in `events`).
 */
export interface Commit<E extends StoredEvent = StoredEvent> {
  seq: number;
  /** `<aggregate>.<id>`, e.g. `folder.3f0c…`; the JetStream subject is `ev.<stream>`. */
  stream: string;
  meta: EventMeta;
  events: E[];
}

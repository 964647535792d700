import type { DomainEvent, EventMeta, StoredEvent } from '../envelope.ts';
import { type EventDefinition, type EventOf, UnknownEvent } from './define-event.ts';

/**
 * Every event type the system knows. `encode` checks an event against its newest schema before it
 * is appended; `decode` upcasts a stored event to its newest version and checks it (`meta` is
 * its commit's, which an upcaster may read).
 * Both throw `InvalidEvent` on bad data and `UnknownEvent` on a type they do not know.
 */
export interface Catalogue<E extends DomainEvent = DomainEvent> {
  types: string[];
  readonly definitions: readonly EventDefinition[];
  encode(event: E): StoredEvent;
  decode(stored: StoredEvent, meta: EventMeta): E;
}

/** The event union of a catalogue. */
export type CatalogueEvent<C> = C extends Catalogue<infer E> ? E : never;

// biome-ignore lint/suspicious/noExplicitAny: any definition, whatever its schemas
type AnyDefinition = EventDefinition<string, any>;

export function createCatalogue<const D extends readonly AnyDefinition[]>(
  definitions: D,
): Catalogue<EventOf<D[number]>>;
export function createCatalogue(definitions: readonly EventDefinition[]): Catalogue {
  const byType = new Map<string, EventDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`event ${definition.type} defined twice`);
    byType.set(definition.type, definition);
  }
  const find = (type: string, version?: number): EventDefinition => {
    const definition = byType.get(type);
    if (!definition) throw new UnknownEvent(type, version);
    return definition;
  };
  return {
    types: [...byType.keys()],
    definitions: [...definitions],
    encode(event) {
      const definition = find(event.type);
      definition.validate(definition.latest, event.data);
      return { type: event.type, version: definition.latest, data: event.data };
    },
    decode(stored, meta) {
      const definition = find(stored.type, stored.version);
      return { type: stored.type, data: definition.read(stored.version, stored.data, meta) };
    },
  };
}

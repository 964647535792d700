export {
  type Catalogue,
  type CatalogueEvent,
  createCatalogue,
} from './catalogue/catalogue.ts';
export {
  defineEvent,
  type EventDefinition,
  type EventDefinitionOptions,
  type EventOf,
  type EventVersions,
  InvalidEvent,
  type LatestData,
  type LatestVersion,
  UnknownEvent,
  type Upcasters,
} from './catalogue/define-event.ts';
export type { Decider } from './decider.ts';
export type { Actor, Commit, DomainEvent, EventMeta, StoredEvent } from './envelope.ts';
export { DomainError, type ErrorCode, errorCodes, isDomainError } from './errors.ts';
export type { Projection } from './projection/projection.ts';
export {
  type AppendResult,
  type EventStore,
  type Reservations,
  StreamVersionConflict,
  type Subscription,
} from './store/event-store.ts';

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
export * from './catalogue/index.ts';
export {
  type CommandDeps,
  type CommandRequest,
  type CommandResult,
  handleCommand,
  type NameReservation,
} from './command/handle-command.ts';
export type { Decider } from './decider.ts';
export type { Actor, Commit, DomainEvent, EventMeta, StoredEvent } from './envelope.ts';
export { DomainError, type ErrorCode, errorCodes, isDomainError } from './errors.ts';
export {
  type CheckpointWatcher,
  createCheckpointWatcher,
} from './projection/checkpoint-watcher.ts';
export type { ProjectedEvent, Projection } from './projection/projection.ts';
export {
  type ProjectionLogger,
  type ProjectionRunner,
  type ProjectionRunnerOptions,
  startProjectionRunner,
} from './projection/projection-runner.ts';
export { type RebuildOptions, rebuildProjections } from './projection/rebuild.ts';
export {
  type AppendResult,
  type EventStore,
  type Reservations,
  StreamVersionConflict,
  type Subscription,
} from './store/event-store.ts';
export {
  connectJetStreamEventStore,
  type JetStreamEventStoreOptions,
} from './store/jetstream.event-store.ts';
export {
  createPostgresLogEventStore,
  type PostgresLogEventStoreOptions,
} from './store/postgres-log.event-store.ts';

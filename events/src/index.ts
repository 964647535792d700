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
  type AggregateCommands,
  type AggregateDeclaration,
  type AggregateDeps,
  bindAggregate,
  type CommandOptions,
  type ReadModel,
  type ReadModels,
} from './command/bind-aggregate.ts';
export {
  type CommandDeps,
  type CommandRequest,
  type CommandResult,
  handleCommand,
  type NameReservation,
  stateOf,
} from './command/handle-command.ts';
export {
  type CommandOrigin,
  READ_YOUR_WRITES_TIMEOUT_MS,
  type RunCommandDeps,
  type RunCommandRequest,
  runCommand,
  systemOrigin,
} from './command/run-command.ts';
export type {
  ConsumerLogger,
  Delivery,
  DurableConsumerOptions,
  DurableConsumers,
} from './consumer/durable-consumer.ts';
export type { Decider } from './decider.ts';
export {
  type CancelJob,
  type CompleteJob,
  type FailJob,
  type JobCommand,
  type JobState,
  type JobStatus,
  jobDecider,
  type MarkLevelPlayable,
  type PublishLevel,
  type QueueLadder,
  type RecordProbe,
  type ReportProgress,
  type RetryJob,
  type StartJob,
} from './domain/job.decider.ts';
export {
  type CreateLiveAsset,
  type EndLive,
  type IssueLiveKey,
  type LiveCommand,
  type LiveState,
  type LiveStreamEvent,
  liveDecider,
  type RevokeLiveKey,
  type StartLive,
} from './domain/live.decider.ts';
export {
  type AssetType,
  assetTypeOf,
  claimOf,
  extensionOf,
  type FileClaim,
  isArchiveFile,
} from './domain/media-kind.ts';
export {
  type CompleteRendition,
  type FailRendition,
  type MarkRenditionPlayable,
  type RenditionCommand,
  type RenditionState,
  type RenditionStatus,
  type ReportRenditionProgress,
  type RequestRendition,
  renditionDecider,
} from './domain/rendition.decider.ts';
export type { Actor, Commit, DomainEvent, EventMeta, StoredEvent } from './envelope.ts';
export { DomainError, type ErrorCode, errorCodes, isDomainError } from './errors.ts';
export { newId, uuidFrom } from './ids.ts';
export { advanceCheckpoint, readCheckpoint } from './projection/checkpoint.queries.ts';
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
export { asyncApiDocument } from './public/asyncapi.ts';
export {
  cloudEventId,
  cloudEventType,
  type PublicLogEvent,
  publicEventsOf,
  type RushesCloudEvent,
  toCloudEvent,
} from './public/cloud-event.ts';
export {
  canonicalForm,
  chainHash,
  chainHashAttribute,
  genesisHash,
  sameEvent,
} from './public/custody-chain.ts';
export { publicCatalogue } from './public/index.ts';
export {
  connectJetStreamPublicStream,
  type PublicStream,
  type PublicStreamHead,
  publicSubject,
} from './public/jetstream.public-stream.ts';
export {
  type Placements,
  placementsOf,
  placingEventTypes,
  type Scope,
  type ScopeLookup,
  scopeOf,
} from './public/placements.ts';
export type { PresentedEvent, PublicCatalogue } from './public/public-catalogue.ts';
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

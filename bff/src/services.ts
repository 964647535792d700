import type {
  Catalogue,
  CheckpointWatcher,
  EventStore,
  Projection,
  PublicStream,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { ObjectStorage } from '@rushes/storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiTokenKeeper } from './auth/api-tokens.ts';
import type { SessionEnder } from './auth/sessions.ts';
import type { BffConfig } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SmsSender } from './sms/sms-sender.ts';

/** Publishes to the GraphQL subscriptions of every BFF sharing the emitter. */
export interface Publisher {
  publish(topic: string, payload: unknown): Promise<void>;
}

/**
 * What the BFF's parts share (decorated on the app as `services`): the configuration and the
 * adapters. It is also all `runCommand` needs, so a command runs the same from anywhere.
 */
export interface Services {
  config: BffConfig;
  db: Kysely<Database>;
  store: EventStore;
  catalogue: Catalogue;
  /** Read-your-writes: settles once the named projections have passed a seq. */
  checkpoints: Pick<CheckpointWatcher, 'waitFor'>;
  /**
   * Every read model the slices keep: for a command whose answer reads what another slice's
   * model makes of its events, without the slice importing that slice.
   */
  readModels: readonly Projection<Database>[];
  pubsub: Publisher;
  logger: FastifyBaseLogger;
  /** Media objects and their signed URLs (local disk or S3). */
  storage: ObjectStorage;
  /** Mail out: SMTP, or the outbox folder when no server is configured. */
  mailer: Mailer;
  /** Text messages out (sign-in codes): an HTTP gateway, or the outbox folder without one. */
  sms: SmsSender;
  /** Ends sessions on every BFF at once: `sessions.endSessionsOf(userId, { except })`. */
  sessions: SessionEnder;
  /** API tokens' secrets, issued once, and their revocation announced to every BFF. */
  apiTokens: ApiTokenKeeper;
  /** Opens the public feed's own JetStream stream; absent where the operator wants none. */
  publicStream?: () => Promise<PublicStream>;
}

import type { IncomingHttpHeaders } from 'node:http';
import type { Catalogue, EventStore } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { ObjectStorage } from '@rushes/storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BffConfig } from '../config.ts';

/** The signed-in user a request acts for (`null` when it carries no valid token). */
export interface Viewer {
  userId: string;
  isSuperuser: boolean;
}

/** Read-your-writes: settles once every named projection has passed `seq` (false on timeout). */
export interface Checkpoints {
  waitFor(projectionNames: string[], seq: number, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Publishes to GraphQL subscriptions of every BFF sharing the emitter. */
export interface Publisher {
  publish(topic: string, payload: unknown): Promise<void>;
}

/** Shared services handed to resolvers and REST handlers (decorated on the app as `services`). */
export interface Services {
  config: BffConfig;
  db: Kysely<Database>;
  store: EventStore;
  catalogue: Catalogue;
  checkpoints: Checkpoints;
  pubsub: Publisher;
  logger: FastifyBaseLogger;
  /** Media objects and their signed URLs (local disk or S3). */
  storage: ObjectStorage;
}

/** Where a request came from; `headers` is there because Mercurius' websocket code reads it. */
export interface RequestInfo {
  id: string;
  clientIp: string | null;
  headers: IncomingHttpHeaders;
}

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
  request: RequestInfo;
}

declare module 'mercurius' {
  interface MercuriusContext {
    services: Services;
    viewer: Viewer | null;
    request: RequestInfo;
  }
}

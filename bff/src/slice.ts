import type { DomainEvent, Projection } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { IResolvers } from 'mercurius';
import type { LoaderFactory, RequestContext } from './request-context.ts';
import type { Services } from './services.ts';

/** Loads one node by its uuid for `Query.node`; null when the viewer may not see it. */
export type NodeLoader = (ctx: RequestContext, id: string) => Promise<object | null | undefined>;

/** One message for the subscriptions of every BFF. */
export interface Publication {
  topic: string;
  payload: Record<string, string>;
}

/**
 * What a slice's subscribers hear, driven from the log: the one live publisher hands each batch's
 * events of the `handles` types to `publications` once the `readModels` have them, so a
 * subscriber reading on hearing sees the change.
 */
export interface LiveTopic {
  /** The subscription it feeds, for logs. */
  name: string;
  handles: readonly string[];
  /** Names of the projections a subscriber reads from. */
  readModels: readonly string[];
  publications(events: readonly DomainEvent[], db: Kysely<Database>): Promise<Publication[]>;
}

/** What a domain slice brings to the BFF; the registry in `slices/index.ts` lists them all. */
export interface Slice {
  name: string;
  projections?: readonly Projection<Database>[];
  /** Resolver maps, merged type by type with every other slice's. */
  resolvers?: readonly IResolvers[];
  loaders?: LoaderFactory;
  /** `Query.node` loaders by GraphQL type name. */
  nodes?: Readonly<Record<string, NodeLoader>>;
  live?: readonly LiveTopic[];
  /** REST routes, registered under `/v2`. */
  routes?: FastifyPluginAsync;
  /** Work the slice keeps doing in every BFF while it runs; returns its stop. */
  background?(services: Services): () => Promise<void>;
}

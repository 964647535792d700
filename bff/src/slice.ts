import type { DomainEvent, Projection } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Kysely } from 'kysely';
import type { IResolvers } from 'mercurius';
import type { Accounts } from './auth/accounts.ts';
import type { LinkDirectory } from './auth/visitor.ts';
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
  /**
   * Work the slice keeps doing in every BFF while it runs; returns its stop. `loaders` are every
   * slice's, for work that reads as a request would.
   */
  background?(services: Services, bff: { loaders: readonly LoaderFactory[] }): () => Promise<void>;
  /** Its part of the people as the session and invite routes see them. */
  accounts?(services: Services): Partial<Accounts>;
  /** The share links as their visitors meet them (one slice keeps them). */
  links?(services: Services): LinkDirectory;
  /**
   * Done once a GraphQL query or mutation over HTTP has been answered with something handed out,
   * with the request's context (the custody slice records what the request reached). Made once
   * per BFF.
   */
  answered?(services: Services): (ctx: RequestContext) => Promise<void>;
  /**
   * Checked before each GraphQL query or mutation runs, with its document: throwing refuses the
   * whole operation before any of it runs (a transfer token's bearer asking beyond its grant).
   */
  checkOperation?(
    schema: GraphQLSchema,
    document: DocumentNode,
    ctx: RequestContext,
  ): Promise<void>;
  /** Done on each start once the read models are current (the first superuser, say). */
  onStart?(services: Services): Promise<void>;
}

/** Every read model the slices keep, in the order their projections run. */
export const projectionsOf = (slices: readonly Slice[]): Projection<Database>[] =>
  slices.flatMap((slice) => slice.projections ?? []);

/** The people as the session and invite routes see them, each slice giving its part. */
export function accountsOf(slices: readonly Slice[], services: Services): Accounts {
  const parts = slices.map((slice) => slice.accounts?.(services) ?? {});
  const accounts: Partial<Accounts> = Object.assign({}, ...parts);
  const missing = accountParts.filter((part) => !accounts[part]);
  if (missing.length > 0) throw new Error(`no slice gives the accounts' ${missing.join(', ')}`);
  return accounts as Accounts;
}

const accountParts = [
  'secondFactors',
  'findForLogin',
  'find',
  'anyExists',
  'createFirstSuperuser',
  'changePassword',
  'invitation',
  'acceptInvitation',
] as const satisfies readonly (keyof Accounts)[];

/** The share links as their visitors meet them, from the slice that keeps them. */
export function linksOf(slices: readonly Slice[], services: Services): LinkDirectory {
  const keeper = slices.find((slice) => slice.links);
  if (!keeper?.links) throw new Error('no slice keeps the share links');
  return keeper.links(services);
}

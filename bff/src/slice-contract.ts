import type { Projection } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { IResolvers, MercuriusLoaders } from 'mercurius';
import type pg from 'pg';
import type { NodeLoader } from './graphql/base.resolvers.ts';
import type { Services } from './graphql/context.ts';
import { findUserForLogin, slices } from './slices/index.ts';
import { findUsersByIds, hasAnyUser } from './slices/users/user.queries.ts';

export interface LoginUser {
  id: string;
  email: string;
  passwordHash: string;
  isSuperuser: boolean;
}

export interface FirstSuperuser {
  name: string;
  email: string;
  password: string;
}

/** What the platform needs from the domain slices (tests may hand in their own). */
export interface SliceContract {
  projections: readonly Projection<Database>[];
  resolvers: IResolvers;
  loaders?: MercuriusLoaders;
  /** `Query.node` loaders by GraphQL type name. */
  nodes?: Readonly<Record<string, NodeLoader>>;
  /** REST routes of the slices, registered under `/v2`. */
  routes?: FastifyPluginAsync;
  /** Work beside the app (the live publisher): started once the app is ready, stopped first. */
  startBackground?(deps: { pool: pg.Pool; services: Services }): { stop(): Promise<void> };
  /** Creates the first superuser from RUSHES_ADMIN_EMAIL/PASSWORD when no user exists. */
  bootstrap(services: Services): Promise<void>;
  /** The setup link's command; throws the command's refusal. */
  createFirstSuperuser(services: Services, input: FirstSuperuser): Promise<unknown>;
  findUserForLogin(db: Kysely<Database>, email: string): Promise<LoginUser | undefined>;
  findUser(
    db: Kysely<Database>,
    id: string,
  ): Promise<{ id: string; isSuperuser: boolean } | undefined>;
  hasUsers(db: Kysely<Database>): Promise<boolean>;
}

export const domainSlices: SliceContract = {
  ...slices,
  findUserForLogin,
  findUser: async (db, id) => (await findUsersByIds(db, [id]))[0],
  hasUsers: hasAnyUser,
};

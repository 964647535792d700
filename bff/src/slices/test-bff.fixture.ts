import { type EventStore, newId, systemOrigin } from '@rushes/events';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import type { Viewer } from '../auth/viewer.ts';
import { decided } from '../errors.ts';
import { admin, login, startTestApp } from '../test-app.fixture.ts';
import { userCommands } from './users/user.binding.ts';

export { admin };

export interface GraphQLAnswer {
  // biome-ignore lint/suspicious/noExplicitAny: tests walk answers freely; assertions check them
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string; data?: Record<string, unknown> } }[];
}

/**
 * The real BFF (the platform's test app) with the first superuser created from the admin
 * settings, signed in; plus GraphQL with variables and a way to add ordinary users.
 */
export async function startTestBff(
  adapters: Parameters<typeof startTestApp>[1] = {},
  env: Record<string, string> = {},
) {
  const testApp = await startTestApp(
    { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password, ...env },
    adapters,
  );
  const { app } = testApp;
  const signedIn = await login(app, admin.email, admin.password);
  return {
    app,
    services: app.services,
    /** The first superuser's access token, from `POST /v2/login`. */
    adminToken: signedIn.json<{ token: string }>().token,
    gql: (token: string, query: string, variables: Record<string, unknown> = {}) =>
      graphql(app, token, query, variables),
    /** An access token of a new session of the viewer's user (who they are comes from the row). */
    tokenFor: async (viewer: Viewer) => (await app.sessions.start(viewer.userId)).access.token,
    addUser: (name: string, email: string) => addUser(app, name, email),
    databaseUrl: testApp.databaseUrl,
    /** The mail sent so far, as a mail program reads it. */
    mails: testApp.mails,
    /** The text messages sent so far. */
    texts: testApp.texts,
    close: () => testApp.close(),
  };
}

export type TestBff = Awaited<ReturnType<typeof startTestBff>>;

async function graphql(
  app: FastifyInstance,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/graphql',
    headers: { authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return response.json();
}

/** A user who is not a superuser, created through the user decider as Rushes itself. */
async function addUser(app: FastifyInstance, name: string, email: string): Promise<Viewer> {
  const userId = newId('user', 'test', null);
  const password = 'password-1';
  const passwordHash = await hashPassword(password);
  const command = { type: 'CreateUser' as const, userId, email, name, password, passwordHash };
  const create = { ...command, isSuperuser: false };
  decided(await userCommands.run(app.services, systemOrigin('test'), userId, create));
  return { userId, isSuperuser: false };
}

/** The code and data of the first error of an answer. */
export const firstError = (answer: GraphQLAnswer) => ({
  code: answer.errors?.[0]?.extensions?.code,
  data: answer.errors?.[0]?.extensions?.data,
});

/** The commits appended after `seq`, once the log shows them: JetStream's reads may lag a moment. */
export async function commitsAfter(store: Pick<EventStore, 'readAll'>, seq: number) {
  let commits: Awaited<ReturnType<EventStore['readAll']>> = [];
  await expect
    .poll(async () => {
      commits = await store.readAll(seq, 100);
      return commits.length;
    })
    .toBeGreaterThan(0);
  return commits;
}

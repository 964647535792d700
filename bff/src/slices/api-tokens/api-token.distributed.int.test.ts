import type { MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSIONS_ENDED_TOPIC } from '../../auth/sessions.ts';
import { closeEmitter } from '../../shutdown.ts';
import { admin, graphql, login, startTestApp, type TestApp } from '../../test-app.fixture.ts';

// Two BFFs as in deploy/: one PostgreSQL, Redis between them.
const { redisUrl } = inject('services');
const env = { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password };

const emitters: MQEmitter[] = [];
let a: TestApp;
let b: TestApp;

const redisEmitter = () => {
  const emitter = mqemitterRedis({ connectionString: redisUrl });
  emitters.push(emitter);
  return emitter;
};

beforeAll(async () => {
  a = await startTestApp(env, { emitter: redisEmitter() });
  b = await startTestApp(env, { emitter: redisEmitter(), databaseUrl: a.databaseUrl });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await Promise.all(emitters.map(closeEmitter));
});

/** Settles once BFF `b` has heard, through Redis, of an end. */
const heardOnB = () =>
  new Promise<void>((resolve) => {
    const emitter = emitters[1];
    if (!emitter) throw new Error('no emitter');
    const listener = (_message: unknown, done: () => void) => {
      done();
      emitter.removeListener(SESSIONS_ENDED_TOPIC, listener);
      resolve();
    };
    emitter.on(SESSIONS_ENDED_TOPIC, listener);
  });

/** A GraphQL call with variables; its status and answer. */
const call = async (app: TestApp, token: string, query: string, variables = {}) => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/v2/graphql',
    headers: { authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return { status: response.statusCode, answer: response.json() };
};

describe('an API token revoked on one BFF', () => {
  it('is refused by the other at once, though the other had just let it in', async () => {
    const signedIn = (await login(a.app, admin.email, admin.password)).json<{ token: string }>();
    const workspaces = (await graphql(a.app, '{ workspaces { id } }', signedIn.token)).json();
    const workspaceId = workspaces.data.workspaces[0].id;
    const made = await call(
      a,
      signedIn.token,
      `mutation ($input: CreateApiTokenInput!) {
        createApiToken(input: $input) { token apiToken { id } } }`,
      { input: { workspaceId, name: 'Render farm', scopes: ['assets:read'] } },
    );
    const { token: secret, apiToken } = made.answer.data.createApiToken;
    const read = 'query ($id: ID!) { node(id: $id) { id } }';
    expect((await call(b, secret, read, { id: workspaceId })).status).toBe(200);

    const heard = heardOnB();
    const revoked = await call(
      a,
      signedIn.token,
      `mutation ($input: RevokeApiTokenInput!) {
        revokeApiToken(input: $input) { revokedApiTokenId } }`,
      { input: { id: apiToken.id } },
    );
    expect(revoked.answer.data.revokeApiToken.revokedApiTokenId).toBe(apiToken.id);
    await heard;
    expect((await call(b, secret, read, { id: workspaceId })).status).toBe(401);
    expect((await call(a, secret, read, { id: workspaceId })).status).toBe(401);
  });
});

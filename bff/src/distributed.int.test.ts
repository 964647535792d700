import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStreamEventStore, type EventStore } from '@rushes/events';
import { uniqueName } from '@rushes/testing';
import { Redis } from 'ioredis';
import type { MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeEmitter } from './shutdown.ts';
import { admin, freshIp, graphql, login, startTestApp, type TestApp } from './test-app.fixture.ts';

// Two BFFs as in deploy/: one JetStream log, one PostgreSQL, Redis between them.
const { natsUrl, redisUrl } = inject('services');
const streamName = uniqueName('EVENTS');
const kvBucket = uniqueName('names');
const subjectPrefix = uniqueName('ev');

const stores: EventStore[] = [];
const emitters: MQEmitter[] = [];
const redisClients: Redis[] = [];
let first: TestApp;
let second: TestApp;
let token: string;

const env = {
  RUSHES_ADMIN_EMAIL: admin.email,
  RUSHES_ADMIN_PASSWORD: admin.password,
  RUSHES_LOGIN_RATE_LIMIT: '3',
};

/** What one BFF process would open: its own connections to the shared servers. */
async function connections() {
  const store = await connectJetStreamEventStore({
    servers: natsUrl,
    streamName,
    subjectPrefix,
    kvBucket,
  });
  const emitter = mqemitterRedis({ connectionString: redisUrl });
  const rateLimitRedis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  stores.push(store);
  emitters.push(emitter);
  redisClients.push(rateLimitRedis);
  return { store, emitter, rateLimitRedis };
}

beforeAll(async () => {
  first = await startTestApp(env, await connections());
  second = await startTestApp(env, { ...(await connections()), databaseUrl: first.databaseUrl });
  token = (await login(first.app, admin.email, admin.password)).json<{ token: string }>().token;
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await Promise.all(emitters.map(closeEmitter));
  await Promise.all(redisClients.map((client) => client.quit()));
  await Promise.all(stores.map((store) => store.close()));
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await Promise.all([streamName, `KV_${kvBucket}`].map((name) => jsm.streams.delete(name)));
  await nc.close();
});

async function ask<T>(app: TestApp, query: string): Promise<T> {
  const answer = (await graphql(app.app, query, token)).json<{ data?: T; errors?: unknown }>();
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('no data');
  return answer.data;
}

interface Message {
  type: string;
  payload?: { data?: { folderChanged?: { id: string } } };
}

describe('two BFFs side by side', () => {
  it('share sessions: a token from one works on the other', async () => {
    expect(await ask(second, '{ currentUser { email } }')).toEqual({
      currentUser: { email: admin.email },
    });
  });

  it('share the login rate limit through Redis', async () => {
    const ip = freshIp();
    const statuses = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await login(app.app, admin.email, 'wrong', ip)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('fan a subscription out: a folder created on one reaches a subscriber on the other', async () => {
    const { currentUser, workspaces } = await ask<{
      currentUser: { id: string };
      workspaces: { id: string }[];
    }>(first, '{ currentUser { id } workspaces { id } }');
    const created = await ask<{
      createProject: { project: { rootFolder: { id: string } } };
    }>(
      second,
      `mutation { createProject(input: { workspaceId: "${workspaces[0]?.id}", name: "Fan-out",
        managerId: "${currentUser.id}" }) { project { rootFolder { id } } } }`,
    );
    const rootId = created.createProject.project.rootFolder.id;

    const socket = await first.app.injectWS('/ws', {
      headers: { 'sec-websocket-protocol': 'graphql-transport-ws' },
    });
    const received = (type: string) =>
      new Promise<Message>((resolve) => {
        socket.on('message', (raw: Buffer) => {
          const message: Message = JSON.parse(raw.toString());
          if (message.type === type) resolve(message);
        });
      });
    const acknowledged = received('connection_ack');
    socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    await acknowledged;
    const announced = received('next');
    let done = false;
    announced.then(() => {
      done = true;
    });
    const query = 'subscription ($id: ID!) { folderChanged(folderId: $id) { id } }';
    socket.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: { id: rootId } } }),
    );
    // The subscription starts asynchronously: create folders on the other BFF until one is announced.
    for (let attempt = 0; !done && attempt < 20; attempt++) {
      await ask(
        second,
        `mutation { createFolder(input: { parentId: "${rootId}", name: "Live ${attempt}" }) { folder { id } } }`,
      );
    }
    expect((await announced).payload?.data?.folderChanged).toEqual({ id: rootId });
    socket.terminate();
  });

  it('serve one event feed from the JetStream log: a page is the same from either', async () => {
    const made = await ask<{ createApiToken: { token: string } }>(
      first,
      `mutation { createApiToken(input: { workspaceId: null, name: "Audit",
        scopes: ["events:read"] }) { token } }`,
    );
    const secret = made.createApiToken.token;
    const { checkpoints, store } = first.app.services;
    expect(await checkpoints.waitFor(['event-scopes'], await store.headSeq())).toBe(true);
    const pages = await Promise.all(
      [first, second].map(async (app) => {
        const response = await app.app.inject({
          method: 'GET',
          url: '/v2/events?limit=1000&types=io.rushes.project.created',
          headers: { authorization: `Bearer ${secret}` },
        });
        expect(response.statusCode).toBe(200);
        return response.json<{ id: string; data: { name: string } }[]>();
      }),
    );
    expect(pages[0]?.map((event) => event.data.name)).toContain('Fan-out');
    expect(pages[1]).toEqual(pages[0]);
  });
});

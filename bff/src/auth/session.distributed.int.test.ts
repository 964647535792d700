import type { MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSubscriptions } from '../live/subscription.fixture.ts';
import { closeEmitter } from '../shutdown.ts';
import { admin, graphql, login, startTestApp, type TestApp } from '../test-app.fixture.ts';
import { SESSIONS_ENDED_TOPIC } from './sessions.ts';

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

/** Settles once BFF `b` has heard, through Redis, that a session ended. */
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

const status = async (app: TestApp, token: string) =>
  (await graphql(app.app, '{ currentUser { id } }', token)).statusCode;

describe('a session ended on one BFF', () => {
  it('is refused by the other at once, though the other had just checked it', async () => {
    const signedIn = await login(a.app, admin.email, admin.password);
    const { token } = signedIn.json<{ token: string }>();
    expect(await status(b, token)).toBe(200);
    const heard = heardOnB();
    const out = await a.app.inject({
      method: 'POST',
      url: '/v2/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    await heard;
    expect(await status(b, token)).toBe(401);
    expect(await status(a, token)).toBe(401);
  });

  it('closes the websockets open on the other', async () => {
    const { token } = (await login(a.app, admin.email, admin.password)).json<{ token: string }>();
    const socket = await openSubscriptions(b.app, token);
    socket.subscribe('subscription { jobUpdated(projectId: "none") { id } }', {});
    await a.app.inject({
      method: 'POST',
      url: '/v2/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
  });
});

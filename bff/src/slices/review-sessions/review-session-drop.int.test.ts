import { setTimeout as sleep } from 'node:timers/promises';
import type { MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { closeEmitter } from '../../shutdown.ts';
import { admin, startTestApp, type TestApp } from '../../test-app.fixture.ts';
import { appendTestAsset, subscribe } from '../comments/comment.fixture.ts';
import { type AccessWorld, saveProjectUser, startAccessWorld } from '../members/member.fixture.ts';

// Two BFFs sharing one PostgreSQL and a Redis emitter; pages drop out after 600 ms.
const { redisUrl } = inject('services');
const dropMs = 600;
const env = { RUSHES_REVIEW_SESSION_DROP_MS: String(dropMs) };
const emitters: MQEmitter[] = [];
const redisEmitter = () => {
  const emitter = mqemitterRedis({ connectionString: redisUrl });
  emitters.push(emitter);
  return emitter;
};

const start = `mutation ($input: StartReviewSessionInput!) {
  startReviewSession(input: $input) { session { id } } }`;
const join = `mutation ($input: JoinReviewSessionInput!) {
  joinReviewSession(input: $input) { session { id } } }`;
const seen = `query ($id: ID!) { node(id: $id) { ... on ReviewSession {
  presenter { name } participants { name } endedAt } } }`;
const changed = `subscription ($id: ID!) { reviewSessionChanged(sessionId: $id) { change } }`;

describe('a review session whose pages drop', () => {
  let world: AccessWorld;
  let second: TestApp;
  let assetId: string;

  const ok = async (token: string, query: string, input: Record<string, unknown>) => {
    const answer = await world.bff.gql(token, query, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data ?? {};
  };
  const sessionNow = async (id: string) =>
    (await world.bff.gql(world.tokens.mia, seen, { id })).data?.node;

  beforeAll(async () => {
    world = await startAccessWorld({ emitter: redisEmitter() }, env);
    second = await startTestApp(
      { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password, ...env },
      { emitter: redisEmitter(), databaseUrl: world.bff.databaseUrl },
    );
    const { projectId, folders, users } = world;
    const place = { projectId, folderId: folders.day1, userId: fromGlobalId(users.mia).id };
    ({ assetId } = await appendTestAsset(world.bff.services, place));
    await ok(world.admin, saveProjectUser, { projectId, userId: users.vic, roleId: 'viewer' });
  });

  afterAll(async () => {
    await second?.close();
    await world?.bff.close();
    await Promise.all(emitters.map(closeEmitter));
  });

  it('hands control on when the presenter’s page drops, and ends when the last one does', async () => {
    const { tokens } = world;
    const started = await ok(tokens.mia, start, { assetIds: [assetId], name: 'Dailies' });
    const id: string = started.startReviewSession.session.id;
    const presenter = await subscribe(world.bff.app, tokens.mia, changed, { id });
    await ok(tokens.vic, join, { sessionId: id });
    const follower = await subscribe(second.app, tokens.vic, changed, { id });
    // both pages follow: well past the drop time, nobody has left
    await sleep(dropMs * 3);
    expect(await sessionNow(id)).toMatchObject({
      presenter: { name: 'Mia Manager' },
      participants: [{ name: 'Mia Manager' }, { name: 'Vic Viewer' }],
    });
    // the presenter's page goes: in time, Vic presents, as Rushes decided
    presenter.close();
    await expect
      .poll(async () => (await sessionNow(id))?.presenter?.name, { timeout: dropMs * 8 })
      .toBe('Vic Viewer');
    expect((await sessionNow(id))?.participants).toEqual([{ name: 'Vic Viewer' }]);
    const stream = `review_session.${fromGlobalId(id).id}`;
    const { commits } = await world.bff.services.store.readStream(stream);
    const last = commits.at(-1);
    expect(last?.meta.actor).toMatchObject({ kind: 'system' });
    expect(last?.events.map((event) => event.type)).toEqual([
      'review_session.left',
      'review_session.control_passed',
    ]);
    // the last page goes too: the session ends
    follower.close();
    await expect
      .poll(async () => (await sessionNow(id))?.endedAt, { timeout: dropMs * 8 })
      .not.toBeNull();
  });
});

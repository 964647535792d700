import type { MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeEmitter } from '../../shutdown.ts';
import { admin, graphql, login, startTestApp, type TestApp } from '../../test-app.fixture.ts';
import { appendTestAsset, subscribe } from './comment.fixture.ts';

// Two BFFs sharing one PostgreSQL (read models and log) and a Redis emitter, as in deploy/.
const { redisUrl } = inject('services');
const env = { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password };
const emitters: MQEmitter[] = [];
let first: TestApp;
let second: TestApp;
let token: string;

const redisEmitter = () => {
  const emitter = mqemitterRedis({ connectionString: redisUrl });
  emitters.push(emitter);
  return emitter;
};

async function ask(app: TestApp, query: string) {
  const answer = (await graphql(app.app, query, token)).json();
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

beforeAll(async () => {
  first = await startTestApp(env, { emitter: redisEmitter() });
  second = await startTestApp(env, { emitter: redisEmitter(), databaseUrl: first.databaseUrl });
  token = (await login(first.app, admin.email, admin.password)).json<{ token: string }>().token;
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await Promise.all(emitters.map(closeEmitter));
});

describe('comments across two BFFs', () => {
  it('announce a comment added on one BFF to a subscriber on the other', async () => {
    const { currentUser, workspaces } = await ask(
      first,
      '{ currentUser { id } workspaces { id } }',
    );
    const { createProject } = await ask(
      first,
      `mutation { createProject(input: { workspaceId: "${workspaces[0].id}", name: "Live",
        managerId: "${currentUser.id}" }) { project { id rootFolder { id } } } }`,
    );
    const { id: projectId, rootFolder } = createProject.project;
    const userId = Buffer.from(currentUser.id, 'base64').toString('utf8').split(':')[1] ?? '';
    const { assetId, versionIds } = await appendTestAsset(first.app.services, {
      projectId,
      folderId: rootFolder.id,
      userId,
    });
    const subscription = await subscribe(
      first.app,
      token,
      'subscription ($assetId: ID!) { commentChanged(assetId: $assetId) { change comment { text } } }',
      { assetId },
    );
    // The subscription starts asynchronously: comment on the other BFF until one is announced.
    for (let attempt = 0; !subscription.has() && attempt < 20; attempt++) {
      await ask(
        second,
        `mutation { addComment(input: { versionId: "${versionIds[0]}", text: "Live ${attempt}" }) {
          comment { id } } }`,
      );
    }
    expect((await subscription.next()).payload?.data?.commentChanged).toEqual({
      change: 'ADDED',
      comment: { text: expect.stringMatching(/^Live \d+$/) },
    });
    subscription.close();
  });
});

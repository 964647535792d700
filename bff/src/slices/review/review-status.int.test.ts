import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import {
  type AccessWorld,
  nowhere,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError, type GraphQLAnswer } from '../test-bff.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';

const setReviewStatus = `mutation ($input: SetReviewStatusInput!) {
  setReviewStatus(input: $input) {
    version { id reviewStatus { status setBy { name } setAt } }
  } }`;
type Take = Awaited<ReturnType<typeof appendTestAsset>>;

const listed = `query ($id: ID!, $status: ReviewStatus) {
  folder(id: $id) {
    assets(reviewStatus: $status) { edges { node { id newestVersion { reviewStatus { status } } } } }
  } }`;

describe('review status', () => {
  let world: AccessWorld;
  let visitor: string;
  let two: Take;
  let one: Take;
  afterAll(() => world?.bff.close());
  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, projectId, users, folders } = world;
    for (const [name, roleId] of [
      ['eddie', 'editor'],
      ['vic', 'viewer'],
    ] as const) {
      const answer = await bff.gql(admin, saveProjectUser, {
        input: { projectId, userId: users[name], roleId },
      });
      expect(answer.errors).toBeUndefined();
    }
    const target = { projectId, folderId: folders.day1, userId: fromGlobalId(users.mia).id };
    two = await appendTestAsset(bff.services, target, 2);
    one = await appendTestAsset(bff.services, target);
    const link = await openLink(bff, admin, {
      projectId,
      name: 'Dailies',
      folderIds: [folders.day1],
    });
    visitor = (await visit(bff, { token: link.token })).json().token;
  });

  const set = (token: string, versionId: string, status: string | null) =>
    world.bff.gql(token, setReviewStatus, { input: { versionId, status } });

  it('is set by an editor, with who and when', async () => {
    const versionId = two.versionIds[1] ?? '';
    const before = Date.now();
    const answer = await set(world.tokens.eddie, versionId, 'APPROVED');
    expect(answer.errors).toBeUndefined();
    const reviewStatus = answer.data?.setReviewStatus.version.reviewStatus;
    expect(reviewStatus.status).toBe('APPROVED');
    expect(reviewStatus.setBy).toEqual({ name: 'Eddie Editor' });
    expect(Date.parse(reviewStatus.setAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('changes and clears, for that version only', async () => {
    const [first = '', second = ''] = two.versionIds;
    await set(world.tokens.eddie, first, 'IN_PROGRESS');
    await set(world.tokens.eddie, second, 'CHANGES_REQUESTED');
    const cleared = await set(world.tokens.eddie, second, null);
    expect(cleared.data?.setReviewStatus.version.reviewStatus).toBeNull();
    const versions = `query ($id: ID!) { asset(id: $id) { versions { reviewStatus { status } } } }`;
    const answer = await world.bff.gql(world.tokens.eddie, versions, { id: two.assetId });
    const statuses = answer.data?.asset.versions.map(
      (version: { reviewStatus: { status: string } | null }) =>
        version.reviewStatus?.status ?? null,
    );
    expect(statuses).toContain('IN_PROGRESS');
    expect(statuses).toContain(null);
    await set(world.tokens.eddie, second, 'APPROVED');
  });

  it('is refused to a viewer and to a share link visitor, appending nothing', async () => {
    const versionId = one.versionIds[0] ?? '';
    for (const token of [world.tokens.vic, visitor]) {
      const { answer, appended } = await world.appended(() => set(token, versionId, 'APPROVED'));
      expect(firstError(answer).code).toBe('FORBIDDEN');
      expect(appended).toBe(false);
    }
  });

  it('refuses an unknown status and an unknown version', async () => {
    const versionId = one.versionIds[0] ?? '';
    const unknown = await world.appended(() => set(world.tokens.eddie, versionId, 'REJECTED'));
    expect(firstError(unknown.answer).code).toBe('VALIDATION_FAILED');
    expect(unknown.appended).toBe(false);
    const missing = await set(world.tokens.eddie, toGlobalId('Version', nowhere), 'APPROVED');
    expect(firstError(missing).code).toBe('NOT_FOUND');
  });

  it("filters the folder's assets by their newest version's status", async () => {
    const { bff, tokens, folders } = world;
    const ids = async (status: string | null) => {
      const answer = await bff.gql(tokens.eddie, listed, { id: folders.day1, status });
      expect(answer.errors).toBeUndefined();
      return answer.data?.folder.assets.edges.map((edge: { node: { id: string } }) => edge.node.id);
    };
    expect(await ids('APPROVED')).toEqual([two.assetId]);
    expect(await ids('NEEDS_REVIEW')).toEqual([]);
    expect(await ids(null)).toHaveLength(2);
  });

  it('tells folderChanged subscribers of the folder', async () => {
    const { bff, tokens, folders } = world;
    const socket = await bff.app.injectWS('/v2/graphql', {
      headers: { 'sec-websocket-protocol': 'graphql-transport-ws' },
    });
    const received = (type: string) =>
      new Promise<{ payload?: GraphQLAnswer }>((resolve) => {
        socket.on('message', (raw: Buffer) => {
          const message = JSON.parse(raw.toString());
          if (message.type === type) resolve(message);
        });
      });
    const acknowledged = received('connection_ack');
    socket.send(JSON.stringify({ type: 'connection_init', payload: { token: tokens.eddie } }));
    await acknowledged;
    const announced = received('next');
    let done = false;
    announced.then(() => {
      done = true;
    });
    const query = 'subscription ($id: ID!) { folderChanged(folderId: $id) { name } }';
    const variables = { id: folders.day1 };
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
    // The subscription starts asynchronously: change the status until one is announced.
    const versionId = one.versionIds[0] ?? '';
    const statuses = ['NEEDS_REVIEW', 'IN_PROGRESS'];
    for (let attempt = 0; !done && attempt < 20; attempt++) {
      await set(tokens.eddie, versionId, statuses[attempt % 2] as string);
    }
    expect((await announced).payload?.data?.folderChanged).toEqual({ name: 'Day 1' });
    socket.terminate();
  });
});

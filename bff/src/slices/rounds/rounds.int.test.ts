import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { makeApiToken } from '../api-tokens/api-token.fixture.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import {
  type AccessWorld,
  createFolder,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';

const markRound = `mutation ($input: MarkReviewRoundInput!) {
  markReviewRound(input: $input) { round { id name at markedByName } } }`;
const removeRound = `mutation ($input: RemoveReviewRoundInput!) {
  removeReviewRound(input: $input) { deletedId } }`;
const rounds = `query ($id: ID!) { node(id: $id) { ... on Folder { reviewRounds { name } } } }`;
const changes = `query ($id: ID!, $from: DateTime!, $to: DateTime, $kinds: [FolderChangeKind!]) {
  node(id: $id) { ... on Folder { changes(from: $from, to: $to, kinds: $kinds) {
    totalCount counts { kind count }
    changes { kind assetName actorName versionNumber detail asset { id } }
  } } } }`;
const rename = `mutation ($input: RenameAssetInput!) { renameAsset(input: $input) { asset { id } } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const removeComment = `mutation ($input: RemoveCommentInput!) {
  removeComment(input: $input) { clientMutationId } }`;
const setStatus = `mutation ($input: SetReviewStatusInput!) {
  setReviewStatus(input: $input) { clientMutationId } }`;
const moveItems = `mutation ($input: MoveItemsInput!) {
  moveItems(input: $input) { clientMutationId } }`;
const renameFolder = `mutation ($input: RenameFolderInput!) {
  renameFolder(input: $input) { clientMutationId } }`;
const deleteItems = `mutation ($input: DeleteItemsInput!) {
  deleteItems(input: $input) { clientMutationId } }`;

describe('review rounds and what changed between them', () => {
  let world: AccessWorld;
  /** Two takes in Day 1; the first then moves to Day 2. */
  let takes: { assetId: string; versionIds: string[] }[];
  let roundAt: string;

  const caughtUp = async () => {
    const { services } = world.bff;
    const projections = ['asset-history', 'folder-history', 'comments', 'assets', 'review-rounds'];
    await services.checkpoints.waitFor(projections, await services.store.headSeq(), 10_000);
  };
  const gql = async (query: string, input: Record<string, unknown>, token = world.admin) => {
    const answer = await world.bff.gql(token, query, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
  const changesOf = async (folderId: string, variables: Record<string, unknown>, token?: string) =>
    (await world.bff.gql(token ?? world.admin, changes, { id: folderId, ...variables })).data?.node
      ?.changes;

  beforeAll(async () => {
    world = await startAccessWorld();
    const { users, folders, bff } = world;
    const userId = fromGlobalId(users.mia).id;
    const place = { projectId: world.projectId, folderId: folders.day1, userId };
    takes = [
      await appendTestAsset(bff.services, place, 1),
      await appendTestAsset(bff.services, place, 1),
    ];
    await caughtUp();
    await sleep(5);
    roundAt = new Date().toISOString();
    await sleep(5);
    const [first, second] = takes;
    await gql(rename, { id: first?.assetId, name: 'Scene 19A Take 3' });
    const note = await gql(addComment, { versionId: second?.versionIds[0], text: 'Softer' });
    await gql(addComment, { versionId: second?.versionIds[0], text: 'Cut here' });
    await gql(removeComment, { id: note?.addComment.comment.id });
    await gql(setStatus, { versionId: second?.versionIds[0], status: 'APPROVED' });
    await gql(moveItems, { targetId: folders.day2, assetIds: [first?.assetId] });
    await caughtUp();
  });

  afterAll(() => world?.bff.close());

  it('names a moment of a folder, listed in it and in the folders below, once per name', async () => {
    const { folders, tokens } = world;
    const marked = await gql(markRound, {
      folderId: folders.root,
      name: 'Director 1',
      at: roundAt,
    });
    expect(marked?.markReviewRound.round).toMatchObject({
      name: 'Director 1',
      at: roundAt,
      markedByName: 'Admin',
    });
    await gql(markRound, { folderId: folders.day1, name: 'Editor 1' }, tokens.mia);
    await caughtUp();
    const listed = await world.bff.gql(world.admin, rounds, { id: folders.cameraA });
    expect(listed.data?.node.reviewRounds).toEqual([{ name: 'Editor 1' }, { name: 'Director 1' }]);
    const again = await world.bff.gql(world.admin, markRound, {
      input: { folderId: folders.root, name: 'director 1' },
    });
    expect(firstError(again)).toMatchObject({ code: 'NAME_CONFLICT' });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await world.bff.gql(world.admin, markRound, {
      input: { folderId: folders.root, name: 'Tomorrow', at: future },
    });
    expect(firstError(later)).toMatchObject({ code: 'VALIDATION_FAILED', data: { field: 'at' } });
  });

  it("lists what changed in the folder's assets since a round, the newest first, with filters", async () => {
    const { folders } = world;
    const since = await changesOf(folders.day1, { from: roundAt });
    expect(since.changes.map((change: { kind: string }) => change.kind)).toEqual([
      'MOVED_OUT',
      'REVIEW_STATUS_SET',
      'COMMENT_REMOVED',
      'COMMENT_ADDED',
      'COMMENT_ADDED',
      'RENAMED',
    ]);
    expect(since.changes[0]).toMatchObject({ assetName: 'Scene 19A Take 3', actorName: 'Admin' });
    expect(since.changes[1]).toMatchObject({ versionNumber: 1, detail: 'approved' });
    expect(since.totalCount).toBe(6);
    const comments = await changesOf(folders.day1, {
      from: roundAt,
      kinds: ['COMMENT_ADDED', 'COMMENT_REMOVED'],
    });
    expect(comments.totalCount).toBe(3);
    expect(comments.counts).toEqual(expect.arrayContaining([{ kind: 'MOVED_OUT', count: 1 }]));
    // the take that left Day 1 arrived in Day 2, and nothing it did in Day 1 shows there
    const day2 = await changesOf(folders.day2, { from: roundAt });
    expect(day2.changes).toEqual([
      expect.objectContaining({
        kind: 'MOVED_IN',
        asset: { id: takes[0]?.assetId },
      }),
    ]);
    // before the round, the two takes came
    const made = await changesOf(folders.day1, { from: '2020-01-01T00:00:00Z', to: roundAt });
    expect(made.changes.filter((change: { kind: string }) => change.kind === 'ADDED')).toHaveLength(
      2,
    );
  });

  it('shows a folder as it was: the assets it held then, each as it was', async () => {
    const { folders } = world;
    const asOf = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Folder {
      asOf(at: $at) { assets { name versionCount reviewStatus commentCount asset { id } } } } } }`;
    const at = async (folderId: string, moment: string) =>
      (await world.bff.gql(world.admin, asOf, { id: folderId, at: moment })).data?.node.asOf;
    const then = await at(folders.day1, roundAt);
    expect(then.assets).toEqual([
      expect.objectContaining({ name: 'A001.mov', commentCount: 0, reviewStatus: null }),
      expect.objectContaining({ name: 'A001.mov', commentCount: 0, reviewStatus: null }),
    ]);
    expect((await at(folders.day2, roundAt)).assets).toEqual([]);
    const now = new Date().toISOString();
    expect((await at(folders.day1, now)).assets).toEqual([
      {
        name: 'A001.mov',
        versionCount: 1,
        reviewStatus: 'APPROVED',
        commentCount: 1,
        asset: { id: takes[1]?.assetId },
      },
    ]);
    expect((await at(folders.day2, now)).assets).toEqual([
      expect.objectContaining({ name: 'Scene 19A Take 3', asset: { id: takes[0]?.assetId } }),
    ]);
  });

  it('shows changes only to people who saw the folder then and now, never to visitors or tokens', async () => {
    const { bff, admin, tokens, users, projectId, folders } = world;
    await gql(saveProjectUser, { projectId, userId: users.vic, roleId: 'viewer' });
    await caughtUp();
    const joined = new Date().toISOString();
    // Vic joined after the round: its moment is not his to see
    expect(await changesOf(folders.day1, { from: roundAt }, tokens.vic)).toBeNull();
    expect(await changesOf(folders.day1, { from: joined }, tokens.vic)).toMatchObject({
      totalCount: 0,
    });
    expect(await changesOf(folders.day1, { from: roundAt }, tokens.otto)).toBeUndefined();
    const machine = await makeApiToken(bff, admin, { workspaceId: world.workspaceId });
    const answer = await bff.gql(machine.secret, changes, { id: folders.day1, from: roundAt });
    expect(answer.data?.node?.changes ?? null).toBeNull();
    // a viewer may not name rounds
    const refused = await bff.gql(tokens.vic, markRound, {
      input: { folderId: folders.day1, name: 'Mine' },
    });
    expect(firstError(refused)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("fills a notification's [CHANGES] with what changed since a round it names", async () => {
    const { folders, bff } = world;
    const listed = await bff.gql(
      world.admin,
      `query ($id: ID!) { node(id: $id) { ... on Folder {
      reviewRounds { id name } } } }`,
      { id: folders.day1 },
    );
    const director = listed.data?.node.reviewRounds.find(
      (round: { name: string }) => round.name === 'Director 1',
    );
    const send = `mutation ($input: SendFolderNotificationInput!) {
      sendFolderNotification(input: $input) { sentTo } }`;
    const input = { folderId: folders.day1, subject: 'Day 1', body: 'Hello.\n\n[CHANGES]' };
    await gql(send, { ...input, sinceRoundId: director.id });
    const folderId = fromGlobalId(folders.day1).id;
    const { commits } = await bff.services.store.readStream(`folder-notifications.${folderId}`);
    const sent = commits.at(-1)?.events[0]?.data as { body: string };
    expect(sent.body).toBe(
      'Hello.\n\nSince “Director 1”: 1 asset moved out, 1 rename, 1 review status set, ' +
        '2 new comments and 1 comment deleted.',
    );
    // a round of another branch of the project is no round of this folder
    const elsewhere = await gql(markRound, { folderId: folders.day2, name: 'Day 2 only' });
    const refused = await bff.gql(world.admin, send, {
      input: { ...input, sinceRoundId: elsewhere?.markReviewRound.round.id },
    });
    expect(firstError(refused)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('removes a round for those who edit, and refuses a moment order or count it cannot use', async () => {
    const { folders } = world;
    const marked = await gql(markRound, { folderId: folders.day2, name: 'Client 1' });
    await caughtUp();
    await gql(removeRound, { id: marked?.markReviewRound.round.id });
    await caughtUp();
    const listed = await world.bff.gql(world.admin, rounds, { id: folders.day2 });
    expect(listed.data?.node.reviewRounds).toEqual([
      { name: 'Day 2 only' },
      { name: 'Director 1' },
    ]);
    const backwards = await world.bff.gql(world.admin, changes, {
      id: folders.day1,
      from: new Date().toISOString(),
      to: roundAt,
    });
    expect(firstError(backwards)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'from' },
    });
  });
  it('shows the folders a folder held then by their names then, those the caller saw', async () => {
    const { folders, tokens, users } = world;
    const past = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Folder {
      asOf(at: $at) { name folders { name folder { id } } } } } }`;
    const then = async (folderId: string, at: string, token = world.admin) =>
      (await world.bff.gql(token, past, { id: folderId, at })).data?.node?.asOf;
    const names = async (folderId: string, at: string, token?: string) =>
      (await then(folderId, at, token))?.folders.map((folder: { name: string }) => folder.name);
    const moment = async () => {
      await caughtUp();
      const at = new Date().toISOString();
      await sleep(3);
      return at;
    };
    const before = await moment();
    const made = await gql(createFolder, { parentId: folders.day1, name: 'Camera B' });
    const cameraB = made?.createFolder.folder.id;
    const withB = await moment();
    await gql(renameFolder, { id: folders.cameraA, name: 'Camera A old' });
    const renamed = await moment();
    await gql(moveItems, { targetId: folders.day2, folderIds: [cameraB] });
    const moved = await moment();
    await gql(deleteItems, { folderIds: [folders.cameraA] });
    await gql(renameFolder, { id: folders.day2, name: 'Day Two' });
    const now = await moment();

    expect(await names(folders.day1, before)).toEqual(['Camera A']);
    expect(await names(folders.day1, withB)).toEqual(['Camera A', 'Camera B']);
    expect(await names(folders.day1, renamed)).toEqual(['Camera A old', 'Camera B']);
    expect(await names(folders.day1, moved)).toEqual(['Camera A old']);
    expect(await names(folders.day1, now)).toEqual([]);
    // a deleted folder is listed by its name then, with no folder now to open
    expect((await then(folders.day1, moved))?.folders).toEqual([
      { name: 'Camera A old', folder: null },
    ]);
    expect(await then(folders.day2, moved)).toEqual({
      name: 'Day 2',
      folders: [{ name: 'Camera B', folder: { id: cameraB } }],
    });
    expect((await then(folders.day2, now))?.name).toBe('Day Two');
    // Eddie, with an entry on Day 2 alone, finds only it in the top folder, by its name then
    await gql(saveFolderUser, {
      userId: users.eddie,
      folderId: folders.day2,
      allowedTo: { view: true },
    });
    const joined = await moment();
    expect(await names(folders.root, joined, tokens.eddie)).toEqual(['Day Two']);
    expect(await names(folders.root, joined)).toEqual(['Day 1', 'Day Two']);
  });
});

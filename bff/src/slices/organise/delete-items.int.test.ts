import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import {
  commitsAfter,
  firstError,
  type GraphQLAnswer,
  startTestBff,
  type TestBff,
} from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const deleteItems = `mutation ($input: DeleteItemsInput!) {
  deleteItems(input: $input) { deletedFolderIds deletedAssetIds } }`;
const listing = `query ($id: ID!) {
  folder(id: $id) {
    children { edges { node { name } } }
    assets { edges { node { name } } }
    project { size }
  } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;

describe('deleting folders and assets', () => {
  let bff: TestBff;
  let token: string;
  let viewerToken: string;
  let rootId: string;
  let otherRootId: string;

  const folderIn = async (parentId: string, name: string) =>
    (await bff.gql(token, createFolder, { input: { parentId, name } })).data?.createFolder.folder
      .id as string;
  const fileIn = async (folderId: string, filename: string) =>
    (
      await uploadFile(bff, token, folderId, {
        filename,
        bytes: Buffer.from(filename),
        contentType: 'text/plain',
      })
    ).asset.id as string;
  const remove = (input: Record<string, unknown>, as = token) =>
    bff.gql(as, deleteItems, { input });
  const listed = async (folderId = rootId) => {
    const folder = (await bff.gql(token, listing, { id: folderId })).data?.folder;
    return {
      folders: folder.children.edges.map((edge: { node: { name: string } }) => edge.node.name),
      assets: folder.assets.edges.map((edge: { node: { name: string } }) => edge.node.name),
      size: folder.project.size,
    };
  };
  /** The answer's error, and whether the call appended anything to the log. */
  const refusal = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await bff.services.store.headSeq();
    const { code, data } = firstError(await call());
    const appended = (await bff.services.store.headSeq()) !== before;
    return { code, field: data?.field, rule: data?.rule, appended };
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const viewer = await bff.addUser('Vic Viewer', 'vic@rushes.test');
    viewerToken = await bff.tokenFor(viewer);
    const manager = toGlobalId('User', (await bff.addUser('Mia', 'mia@rushes.test')).userId);
    const project = await createProject(bff, manager, 'Feature');
    rootId = project.rootId;
    otherRootId = (await createProject(bff, manager, 'Pilot')).rootId;
    const member = { projectId: project.projectId, userId: toGlobalId('User', viewer.userId) };
    await bff.gql(token, saveMember, { input: { ...member, roleId: 'viewer' } });
  });
  afterAll(() => bff?.close());

  it('deletes a folder with its subtree and their assets, and a clip, in one event', async () => {
    const day1 = await folderIn(rootId, 'Day 1');
    const unit = await folderIn(day1, 'Unit A');
    await fileIn(unit, 'deep.txt');
    await folderIn(rootId, 'Day 2');
    const clip = await fileIn(rootId, 'clip.txt');
    await fileIn(rootId, 'kept.txt');
    expect((await listed()).size).toBe('deep.txt'.length + 'clip.txt'.length + 'kept.txt'.length);

    const before = await bff.services.store.headSeq();
    const answer = await remove({ folderIds: [day1], assetIds: [clip] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deleteItems).toEqual({ deletedFolderIds: [day1], deletedAssetIds: [clip] });
    const commits = await commitsAfter(bff.services.store, before);
    expect(commits.flatMap((commit) => commit.events.map((event) => event.type))).toEqual([
      'items.deleted',
    ]);
    expect(await listed()).toEqual({ folders: ['Day 2'], assets: ['kept.txt'], size: 8 });
    expect((await bff.gql(token, listing, { id: unit })).data?.folder).toBeNull();
  });

  it("frees a deleted folder's name for a new folder", async () => {
    const again = await bff.gql(token, createFolder, {
      input: { parentId: rootId, name: 'day 1' },
    });
    expect(again.errors).toBeUndefined();
  });

  it('refuses nothing to delete, a root folder, and items of two projects; appends nothing', async () => {
    expect(await refusal(() => remove({}))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'required',
      appended: false,
    });
    expect(await refusal(() => remove({ folderIds: [rootId] }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'root',
      appended: false,
    });
    const here = await folderIn(rootId, 'Here');
    const there = await folderIn(otherRootId, 'There');
    expect(await refusal(() => remove({ folderIds: [here, there] }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'sameProject',
      appended: false,
    });
  });

  it('refuses a member who may not delete, and an item that is gone', async () => {
    const folder = await folderIn(rootId, 'Keep');
    expect(await refusal(() => remove({ folderIds: [folder] }, viewerToken))).toMatchObject({
      code: 'FORBIDDEN',
      appended: false,
    });
    await remove({ folderIds: [folder] });
    expect(await refusal(() => remove({ folderIds: [folder] }))).toMatchObject({
      code: 'NOT_FOUND',
      appended: false,
    });
  });

  it('two people deleting the same folder at once: both succeed, one event', async () => {
    const folder = await folderIn(rootId, 'Twice');
    const before = await bff.services.store.headSeq();
    const answers = await Promise.all([
      remove({ folderIds: [folder] }),
      remove({ folderIds: [folder] }),
    ]);
    const failed = answers.filter((answer) => answer.errors);
    // The second may also find it gone already: then NOT_FOUND, never a second event.
    for (const answer of failed) expect(firstError(answer).code).toBe('NOT_FOUND');
    const commits = await commitsAfter(bff.services.store, before);
    expect(commits.flatMap((commit) => commit.events)).toHaveLength(1);
  });
});

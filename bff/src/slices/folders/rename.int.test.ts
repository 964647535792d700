import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const renameFolder = `mutation ($input: RenameFolderInput!) {
  renameFolder(input: $input) { folder { name } } }`;
const renameAsset = `mutation ($input: RenameAssetInput!) {
  renameAsset(input: $input) { asset { name newestVersion { filename } } } }`;
const children = `query ($id: ID!) {
  folder(id: $id) { children { edges { node { name } } } assets { edges { node { name } } } } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;

describe('renaming folders and assets', () => {
  let bff: TestBff;
  let token: string;
  let viewerToken: string;
  let rootId: string;
  let dayId: string;
  let assetId: string;

  /** The answer's error, and whether the call appended anything to the log. */
  const refusal = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await bff.services.store.headSeq();
    const { code, data } = firstError(await call());
    return {
      code,
      field: data?.field,
      rule: data?.rule,
      appended: (await bff.services.store.headSeq()) !== before,
    };
  };
  const rename = (id: string, name: string, as = token) =>
    bff.gql(as, renameFolder, { input: { id, name } });
  const listed = async () => {
    const folder = (await bff.gql(token, children, { id: rootId })).data?.folder;
    return {
      folders: folder.children.edges.map((edge: { node: { name: string } }) => edge.node.name),
      assets: folder.assets.edges.map((edge: { node: { name: string } }) => edge.node.name),
    };
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const viewer = await bff.addUser('Vic Viewer', 'vic@rushes.test');
    viewerToken = await bff.tokenFor(viewer);
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    const project = await createProject(bff, toGlobalId('User', manager.userId), 'Feature');
    rootId = project.rootId;
    const create = async (name: string) =>
      (await bff.gql(token, createFolder, { input: { parentId: rootId, name } })).data?.createFolder
        .folder.id as string;
    dayId = await create('Day 1');
    await create('Day 2');
    const file = {
      filename: 'A001_C002.txt',
      bytes: Buffer.from('clip'),
      contentType: 'text/plain',
    };
    assetId = (await uploadFile(bff, token, rootId, file)).asset.id;
    const member = { projectId: project.projectId, userId: toGlobalId('User', viewer.userId) };
    await bff.gql(token, saveMember, { input: { ...member, roleId: 'viewer' } });
  });
  afterAll(() => bff?.close());

  it('renames a folder, trimmed, and frees its old name for a sibling', async () => {
    const answer = await rename(dayId, '  Day 1 – Unit A ');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.renameFolder.folder.name).toBe('Day 1 – Unit A');
    const again = await bff.gql(token, createFolder, {
      input: { parentId: rootId, name: 'day 1' },
    });
    expect(again.errors).toBeUndefined();
    expect((await listed()).folders).toEqual(
      expect.arrayContaining(['Day 1 – Unit A', 'day 1', 'Day 2']),
    );
  });

  it("refuses a sibling's name, whatever its case, with the conflict and no event", async () => {
    expect(await refusal(() => rename(dayId, 'DAY 2'))).toMatchObject({
      code: 'NAME_CONFLICT',
      field: 'name',
      appended: false,
    });
  });

  it('changes only the case of its own name', async () => {
    const answer = await rename(dayId, 'DAY 1 – UNIT A');
    expect(answer.data?.renameFolder.folder.name).toBe('DAY 1 – UNIT A');
  });

  it('refuses an empty name, the same name and the root folder', async () => {
    expect(await refusal(() => rename(dayId, '   '))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'required',
      appended: false,
    });
    expect(await refusal(() => rename(dayId, ' DAY 1 – UNIT A '))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'unchanged',
      appended: false,
    });
    expect(await refusal(() => rename(rootId, 'Other'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'root',
      appended: false,
    });
  });

  it('refuses a member who may not edit, and a folder nobody has', async () => {
    expect(await refusal(() => rename(dayId, 'Mine', viewerToken))).toMatchObject({
      code: 'FORBIDDEN',
      appended: false,
    });
    const nowhere = toGlobalId('Folder', '00000000-0000-4000-8000-000000000000');
    expect(await refusal(() => rename(nowhere, 'Mine'))).toMatchObject({
      code: 'NOT_FOUND',
      appended: false,
    });
  });

  it('renames an asset, its version keeping its file name; refuses empty and unchanged', async () => {
    const answer = await bff.gql(token, renameAsset, { input: { id: assetId, name: ' Take 2 ' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.renameAsset.asset).toEqual({
      name: 'Take 2',
      newestVersion: { filename: 'A001_C002.txt' },
    });
    expect((await listed()).assets).toEqual(['Take 2']);
    const call =
      (name: string, as = token) =>
      () =>
        bff.gql(as, renameAsset, { input: { id: assetId, name } });
    expect(await refusal(call(''))).toMatchObject({ rule: 'required', appended: false });
    expect(await refusal(call('Take 2'))).toMatchObject({ rule: 'unchanged', appended: false });
    expect(await refusal(call('Mine', viewerToken))).toMatchObject({
      code: 'FORBIDDEN',
      appended: false,
    });
  });
});

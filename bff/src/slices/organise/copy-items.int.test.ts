import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { firstError, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const copyItems = `mutation ($input: CopyItemsInput!) {
  copyItems(input: $input) { target { name } } }`;
const renameAsset = `mutation ($input: RenameAssetInput!) {
  renameAsset(input: $input) { asset { name } } }`;
const listing = `query ($id: ID!) {
  folder(id: $id) {
    children { edges { node { id name } } }
    assets {
      edges {
        node { id name newestVersion { id filename size } }
      }
    }
  } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;

interface Listed {
  folders: { id: string; name: string }[];
  assets: { id: string; name: string; newestVersion: { id: string; size: number } }[];
}

describe('copying folders and assets', () => {
  let bff: TestBff;
  let token: string;
  let viewerToken: string;
  let rootId: string;

  const folderIn = async (parentId: string, name: string) =>
    (await bff.gql(token, createFolder, { input: { parentId, name } })).data?.createFolder.folder
      .id as string;
  const fileIn = async (folderId: string, filename: string) =>
    (
      await uploadFile(bff, token, folderId, {
        filename,
        bytes: Buffer.from(`bytes of ${filename}`),
        contentType: 'text/plain',
      })
    ).asset.id as string;
  const copy = (input: Record<string, unknown>, as = token) => bff.gql(as, copyItems, { input });
  const listed = async (folderId: string): Promise<Listed> => {
    const folder = (await bff.gql(token, listing, { id: folderId })).data?.folder;
    return {
      folders: folder.children.edges.map((edge: { node: unknown }) => edge.node),
      assets: folder.assets.edges.map((edge: { node: unknown }) => edge.node),
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
    const member = { projectId: project.projectId, userId: toGlobalId('User', viewer.userId) };
    await bff.gql(token, saveMember, { input: { ...member, roleId: 'viewer' } });
  });
  afterAll(() => bff?.close());

  it('copies a folder with its subtree and clips under new ids, sharing the stored files', async () => {
    const day1 = await folderIn(rootId, 'Day 1');
    const unit = await folderIn(day1, 'Unit A');
    const clip = await fileIn(unit, 'take.txt');
    const selects = await folderIn(rootId, 'Selects');

    const answer = await copy({ targetId: selects, folderIds: [day1] });
    expect(answer.errors).toBeUndefined();
    const [copied] = (await listed(selects)).folders;
    expect(copied?.name).toBe('Day 1');
    expect(copied?.id).not.toBe(day1);
    const [unitCopy] = (await listed(copied?.id ?? '')).folders;
    expect(unitCopy?.name).toBe('Unit A');
    const original = (await listed(unit)).assets[0];
    const [clipCopy] = (await listed(unitCopy?.id ?? '')).assets;
    expect(clipCopy).toMatchObject({
      name: 'take.txt',
      newestVersion: { size: original?.newestVersion.size },
    });
    expect(clipCopy?.id).not.toBe(clip);
    expect(clipCopy?.newestVersion.id).not.toBe(original?.newestVersion.id);
    // the same stored file, nothing uploaded again
    const stored = await bff.services.db
      .selectFrom('version')
      .select(['id', 'sourceKey', 'copiedFrom'])
      .where('assetId', 'in', [
        fromGlobalId(clip, { type: 'Asset' }).id,
        fromGlobalId(clipCopy?.id ?? '', { type: 'Asset' }).id,
      ])
      .orderBy('copiedFrom', 'desc')
      .execute();
    expect(stored).toHaveLength(2);
    expect(stored[0]?.sourceKey).toBe(stored[1]?.sourceKey);
    expect(stored.map((row) => row.copiedFrom)).toContain(
      stored.find((row) => !row.copiedFrom)?.id,
    );
    expect((await listed(day1)).folders.map((folder) => folder.name)).toEqual(['Unit A']);

    // a copy is an asset of its own: renaming it leaves the original
    const renamed = await bff.gql(token, renameAsset, {
      input: { id: clipCopy?.id, name: 'take copy.txt' },
    });
    expect(renamed.errors).toBeUndefined();
    expect((await listed(unit)).assets[0]?.name).toBe('take.txt');
  });

  it("calls a folder copied beside its original '… copy', then '… copy 2'", async () => {
    const cards = await folderIn(rootId, 'Cards');
    await copy({ targetId: rootId, folderIds: [cards] });
    await copy({ targetId: rootId, folderIds: [cards] });
    const names = (await listed(rootId)).folders.map((folder) => folder.name);
    expect(names).toEqual(expect.arrayContaining(['Cards', 'Cards copy', 'Cards copy 2']));
  });

  it('never copies a folder into itself or its own subtree; refuses who may not edit', async () => {
    const a = await folderIn(rootId, 'A');
    const b = await folderIn(a, 'B');
    expect(await refusal(() => copy({ targetId: b, folderIds: [a] }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'intoItself',
      appended: false,
    });
    expect(
      await refusal(() => copy({ targetId: rootId, folderIds: [a] }, viewerToken)),
    ).toMatchObject({
      code: 'FORBIDDEN',
      appended: false,
    });
    expect(await refusal(() => copy({ targetId: rootId }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'required',
      appended: false,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const moveItems = `mutation ($input: MoveItemsInput!) {
  moveItems(input: $input) { target { name } } }`;
const listing = `query ($id: ID!) {
  folder(id: $id) {
    ancestors { name }
    children { edges { node { name } } }
    assets { edges { node { name } } }
  } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;
const saveEntry = `mutation ($input: SaveFolderUserInput!) {
  saveFolderUser(input: $input) { clientMutationId } }`;

describe('moving folders and assets', () => {
  let bff: TestBff;
  let token: string;
  let viewerToken: string;
  let rootId: string;
  let otherRootId: string;
  let projectId: string;

  const folderIn = async (parentId: string, name: string) =>
    (await bff.gql(token, createFolder, { input: { parentId, name } })).data?.createFolder.folder
      .id as string;
  const move = (input: Record<string, unknown>, as = token) => bff.gql(as, moveItems, { input });
  const listed = async (folderId: string) => {
    const folder = (await bff.gql(token, listing, { id: folderId })).data?.folder;
    return {
      path: folder.ancestors.map((ancestor: { name: string }) => ancestor.name),
      folders: folder.children.edges.map((edge: { node: { name: string } }) => edge.node.name),
      assets: folder.assets.edges.map((edge: { node: { name: string } }) => edge.node.name),
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
    projectId = project.projectId;
    otherRootId = (await createProject(bff, manager, 'Pilot')).rootId;
    const member = { projectId: project.projectId, userId: toGlobalId('User', viewer.userId) };
    await bff.gql(token, saveMember, { input: { ...member, roleId: 'viewer' } });
  });
  afterAll(() => bff?.close());

  it('moves a folder with its subtree and a clip into another folder', async () => {
    const day1 = await folderIn(rootId, 'Day 1');
    const unit = await folderIn(day1, 'Unit A');
    const selects = await folderIn(rootId, 'Selects');
    const file = { filename: 'take.txt', bytes: Buffer.from('take'), contentType: 'text/plain' };
    const clip = (await uploadFile(bff, token, rootId, file)).asset.id;

    const answer = await move({ targetId: selects, folderIds: [day1], assetIds: [clip] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.moveItems.target.name).toBe('Selects');
    expect(await listed(selects)).toMatchObject({ folders: ['Day 1'], assets: ['take.txt'] });
    expect((await listed(rootId)).folders).toEqual(['Selects']);
    expect((await listed(unit)).path).toEqual(['Feature', 'Selects', 'Day 1']);
  });

  it('never moves a folder onto itself or into its own subtree', async () => {
    const a = await folderIn(rootId, 'A');
    const b = await folderIn(a, 'B');
    for (const targetId of [a, b]) {
      expect(await refusal(() => move({ targetId, folderIds: [a] }))).toMatchObject({
        code: 'VALIDATION_FAILED',
        rule: 'intoItself',
        appended: false,
      });
    }
  });

  it('two people moving two folders into each other at once: one wins, no loop', async () => {
    const x = await folderIn(rootId, 'X');
    const y = await folderIn(rootId, 'Y');
    const answers = await Promise.all([
      move({ targetId: y, folderIds: [x] }),
      move({ targetId: x, folderIds: [y] }),
    ]);
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(1);
    const lost = answers.find((answer) => answer.errors);
    expect(lost && firstError(lost).code).toMatch(/^(VALIDATION_FAILED|STATE_CONFLICT)$/);
    const roots = (await listed(rootId)).folders;
    expect(roots.filter((name: string) => name === 'X' || name === 'Y')).toHaveLength(1);
  });

  it("refuses a name the target's children hold, and moving where it is appends nothing", async () => {
    const one = await folderIn(rootId, 'Cards');
    const target = await folderIn(rootId, 'Backup');
    await folderIn(target, 'cards');
    expect(await refusal(() => move({ targetId: target, folderIds: [one] }))).toMatchObject({
      code: 'NAME_CONFLICT',
      appended: false,
    });
    expect(await refusal(() => move({ targetId: rootId, folderIds: [one] }))).toMatchObject({
      code: undefined,
      appended: false,
    });
  });

  it('refuses another project, a root, a member who may not edit; appends nothing', async () => {
    const here = await folderIn(rootId, 'Here');
    expect(await refusal(() => move({ targetId: otherRootId, folderIds: [here] }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'sameProject',
      appended: false,
    });
    expect(await refusal(() => move({ targetId: here, folderIds: [rootId] }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      rule: 'root',
      appended: false,
    });
    const there = await folderIn(rootId, 'There');
    expect(
      await refusal(() => move({ targetId: there, folderIds: [here] }, viewerToken)),
    ).toMatchObject({ code: 'FORBIDDEN', appended: false });
  });

  it('moves what a folder holds with edit on that folder, whatever the rights on each item', async () => {
    const eve = await bff.addUser('Eve Member', 'eve@rushes.test');
    const eveToken = await bff.tokenFor(eve);
    const userId = toGlobalId('User', eve.userId);
    await bff.gql(token, saveMember, { input: { projectId, userId, roleId: 'viewer' } });
    const entry = (folderId: string, edit: boolean) =>
      bff.gql(token, saveEntry, { input: { folderId, userId, allowedTo: { edit } } });
    // Eve edits Dailies but not Locked in it; she edits Open but not Archive, which holds it.
    const dailies = await folderIn(rootId, 'Dailies');
    const locked = await folderIn(dailies, 'Locked');
    const picks = await folderIn(dailies, 'Picks');
    const archive = await folderIn(rootId, 'Archive');
    const open = await folderIn(archive, 'Open');
    for (const [folderId, edit] of [
      [dailies, true],
      [locked, false],
      [archive, false],
      [open, true],
    ] as const) {
      expect((await entry(folderId, edit)).errors).toBeUndefined();
    }

    const moved = await move({ targetId: picks, folderIds: [locked] }, eveToken);
    expect(moved.errors).toBeUndefined();
    expect((await listed(picks)).folders).toEqual(['Locked']);
    expect(
      await refusal(() => move({ targetId: picks, folderIds: [open] }, eveToken)),
    ).toMatchObject({ code: 'FORBIDDEN', appended: false });
    expect((await listed(archive)).folders).toEqual(['Open']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessWorld,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) {
    folder { id name ancestors { name } }
    folderEdge { node { name } }
    clientMutationId
  } }`;
const children = `query ($id: ID!) {
  folder(id: $id) { children(orderBy: NAME_ASC) { edges { node { id name } } } } }`;

type Input = { parentId: string; path?: string[]; name?: string; recursive?: boolean } & {
  clientMutationId?: string;
};

describe('createFolder along a path', () => {
  let world: AccessWorld;

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, users, folders, projectId } = world;
    await bff.gql(bff.adminToken, saveProjectUser, {
      input: { projectId, userId: users.eddie, roleId: 'editor' },
    });
    // Eddie edits the project, but only looks into Camera A
    await bff.gql(bff.adminToken, saveFolderUser, {
      input: { folderId: folders.cameraA, userId: users.eddie, allowedTo: { edit: false } },
    });
    await bff.gql(bff.adminToken, saveFolderUser, {
      input: { folderId: folders.day1, userId: users.vic, allowedTo: {} },
    });
  });
  afterAll(() => world?.bff.close());

  const create = (token: string, input: Input) =>
    world.appended(() => world.bff.gql(token, createFolder, { input }));
  const namesIn = async (folderId: string) =>
    (await world.bff.gql(world.admin, children, { id: folderId })).data?.folder.children.edges.map(
      (edge: { node: { name: string } }) => edge.node.name,
    );

  it('makes the folders missing along the path, the last answered with its edge', async () => {
    const { answer } = await create(world.tokens.mia, {
      parentId: world.folders.root,
      path: [' Day 3 ', 'Unit A', 'Cam B'],
      recursive: true,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createFolder).toMatchObject({
      folder: {
        name: 'Cam B',
        ancestors: [{ name: 'Feature' }, { name: 'Day 3' }, { name: 'Unit A' }],
      },
      folderEdge: { node: { name: 'Cam B' } },
    });
    expect(await namesIn(world.folders.root)).toEqual(['Day 1', 'Day 2', 'Day 3']);
  });

  it('uses the folders that exist along it, whatever their case', async () => {
    const { answer } = await create(world.tokens.mia, {
      parentId: world.folders.root,
      path: ['day 1', 'CAMERA A', 'Take 1', 'Sound'],
      recursive: true,
    });
    expect(answer.data?.createFolder.folder.ancestors).toEqual([
      { name: 'Feature' },
      { name: 'Day 1' },
      { name: 'Camera A' },
      { name: 'Take 1' },
    ]);
    expect(await namesIn(world.folders.root)).toEqual(['Day 1', 'Day 2', 'Day 3']);
    expect(await namesIn(world.folders.day1)).toEqual(['Camera A']);
  });

  it('refuses a last folder a sibling already names, making nothing', async () => {
    const path = ['Day 3', 'Unit A', 'cam b'];
    const input = { parentId: world.folders.root, path, recursive: true };
    const { answer, appended } = await create(world.tokens.mia, input);
    expect(firstError(answer)).toEqual({
      code: 'NAME_CONFLICT',
      data: { field: 'name', entity: 'folder' },
    });
    expect(appended).toBe(false);
  });

  it('answers a retried request with the folder it made', async () => {
    const input = {
      parentId: world.folders.day2,
      path: ['Unit B', 'Cam C'],
      recursive: true,
      clientMutationId: 'retry-1',
    };
    const first = await create(world.tokens.mia, input);
    const again = await create(world.tokens.mia, input);
    expect(again.answer.errors).toBeUndefined();
    expect(again.answer.data?.createFolder.folder.id).toBe(
      first.answer.data?.createFolder.folder.id,
    );
    expect(again.appended).toBe(false);
    expect(await namesIn(world.folders.day2)).toEqual(['Unit B']);
  });

  it('without recursive, refuses a path through a folder that does not exist', async () => {
    const input = { parentId: world.folders.root, path: ['Day 9', 'Unit A'] };
    const { answer, appended } = await create(world.tokens.mia, input);
    expect(firstError(answer)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'path', entity: 'folder' },
    });
    expect(appended).toBe(false);
    const existing = await create(world.tokens.mia, { ...input, path: ['Day 2', 'Unit C'] });
    expect(existing.answer.data?.createFolder.folder.ancestors).toEqual([
      { name: 'Feature' },
      { name: 'Day 2' },
    ]);
  });

  it.each([
    [['Day 4', '  '], { field: 'path', rule: 'required' }],
    [[], { field: 'path', rule: 'required' }],
    [
      Array.from({ length: 33 }, (_, index) => `Level ${index}`),
      { field: 'path', rule: 'maxItems' },
    ],
  ])('checks every name before making any (%j)', async (path, data) => {
    const input = { parentId: world.folders.root, path, recursive: true };
    const { answer, appended } = await create(world.tokens.mia, input);
    expect(firstError(answer)).toEqual({ code: 'VALIDATION_FAILED', data });
    expect(appended).toBe(false);
  });

  it('takes a name or a path, not both', async () => {
    const input = { parentId: world.folders.root, name: 'Day 5', path: ['Day 5'] };
    const { answer } = await create(world.tokens.mia, input);
    expect(firstError(answer)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'path', rule: 'exclusive' },
    });
  });

  it('is refused to those who may not edit the parent, and to those who do not see it', async () => {
    const input = { parentId: world.folders.day1, path: ['Unit D', 'Cam D'], recursive: true };
    const asViewer = await create(world.tokens.vic, input);
    expect(firstError(asViewer.answer)?.code).toBe('FORBIDDEN');
    expect(asViewer.appended).toBe(false);
    const asOutsider = await create(world.tokens.otto, input);
    expect(firstError(asOutsider.answer)?.code).toBe('NOT_FOUND');
    expect(asOutsider.appended).toBe(false);
  });

  it('takes edit on each folder something is made in, not only on the parent', async () => {
    const input = { parentId: world.folders.day1, path: ['Camera A', 'Take 2'], recursive: true };
    for (const path of [input.path, ['Camera A', 'Take 3', 'Sound']]) {
      const { answer, appended } = await create(world.tokens.eddie, { ...input, path });
      expect(firstError(answer)?.code).toBe('FORBIDDEN');
      expect(appended).toBe(false);
    }
    const beside = { ...input, path: ['Camera B', 'Take 2'] };
    expect((await create(world.tokens.eddie, beside)).answer.errors).toBeUndefined();
  });
});

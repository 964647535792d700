import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, type GraphQLAnswer } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import {
  type AccessWorld,
  createFolder,
  nowhere,
  removeProjectUser,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from './member.fixture.ts';

const folder = `query ($id: ID!) { folder(id: $id) {
  name folderCount allowedTo { edit upload download share delete }
  children(orderBy: NAME_ASC) { edges { node { name } } }
  assets { edges { node { id } } } } }`;
const node = 'query ($id: ID!) { node(id: $id) { id } }';
const projects = '{ projects { edges { node { name allowedTo { edit delete } } } } }';
const workspaces = '{ workspaces { name canEdit } }';

const childNames = (answer: GraphQLAnswer) =>
  answer.data?.folder.children.edges.map((edge: { node: { name: string } }) => edge.node.name);

describe('what a member reaches', () => {
  let world: AccessWorld;

  beforeAll(async () => {
    world = await startAccessWorld();
    const { users, folders } = world;
    await world.bff.gql(world.tokens.mia, saveFolderUser, {
      input: { folderId: folders.day1, userId: users.vic, allowedTo: {} },
    });
  });
  afterAll(() => world?.bff.close());

  const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    world.bff.gql(token, query, variables);
  const create = (token: string, parentId: string, name: string) =>
    gql(token, createFolder, { input: { parentId, name } });

  it('shows a viewer the project, their folder and the way to it, and nothing else', async () => {
    const { tokens, folders } = world;
    const vic = tokens.vic;
    expect((await gql(vic, projects)).data?.projects.edges).toEqual([
      { node: { name: 'Feature', allowedTo: { edit: false, delete: false } } },
    ]);
    expect((await gql(vic, workspaces)).data?.workspaces).toEqual([
      { name: 'Features', canEdit: false },
    ]);
    const root = await gql(vic, folder, { id: folders.root });
    expect(childNames(root)).toEqual(['Day 1']);
    expect(root.data?.folder.folderCount).toBe(1);
    expect(root.data?.folder.allowedTo).toEqual({
      edit: false,
      upload: false,
      download: false,
      share: false,
      delete: false,
    });
    expect(childNames(await gql(vic, folder, { id: folders.day1 }))).toEqual(['Camera A']);
    expect((await gql(vic, folder, { id: folders.cameraA })).data?.folder.name).toBe('Camera A');
    expect((await gql(vic, folder, { id: folders.day2 })).data?.folder).toBeNull();
    expect((await gql(vic, node, { id: folders.day2 })).data?.node).toBeNull();
    const asManager = await gql(world.tokens.mia, folder, { id: folders.root });
    expect(childNames(asManager)).toEqual(['Day 1', 'Day 2']);
    expect(asManager.data?.folder.folderCount).toBe(2);
  });

  it('never hands out the file of a clip to play it, a document to read it', async () => {
    const { bff, admin, tokens, folders } = world;
    const upload = (filename: string) =>
      uploadFile(bff, admin, folders.day1, { filename, bytes: Buffer.from('some bytes') });
    const clip = await upload('Take 1.mov');
    const document = await upload('Script.pdf');
    const source = 'query ($id: ID!) { node(id: $id) { ... on Version { sourceUrl } } }';
    for (const token of [tokens.vic, admin]) {
      const ofClip = await gql(token, source, { id: clip.version.id });
      expect(ofClip.data?.node).toEqual({ sourceUrl: null });
    }
    const ofDocument = await gql(tokens.vic, source, { id: document.version.id });
    expect(ofDocument.data?.node.sourceUrl).toEqual(expect.any(String));
  });

  it("hands out a clip's file for the Original quality only to those who may download it", async () => {
    const { bff, admin, tokens, folders } = world;
    const upload = (filename: string) =>
      uploadFile(bff, admin, folders.day1, { filename, bytes: Buffer.from('some bytes') });
    const clip = await upload('Take 2.mov');
    const document = await upload('Notes.pdf');
    const original = 'query ($id: ID!) { node(id: $id) { ... on Version { originalUrl } } }';
    const ofClip = (token: string) => gql(token, original, { id: clip.version.id });
    expect((await ofClip(tokens.vic)).data?.node).toEqual({ originalUrl: null });
    expect((await ofClip(admin)).data?.node.originalUrl).toEqual(expect.any(String));
    const ofDocument = await gql(admin, original, { id: document.version.id });
    expect(ofDocument.data?.node).toEqual({ originalUrl: null });
  });

  it('lets a viewer create no folder: FORBIDDEN where they look, NOT_FOUND elsewhere', async () => {
    const { tokens, folders } = world;
    const seen = firstError(await create(tokens.vic, folders.day1, 'Mine'));
    expect(seen.code).toBe('FORBIDDEN');
    const hidden = firstError(await create(tokens.vic, folders.day2, 'Mine'));
    const missing = firstError(await create(tokens.vic, toGlobalId('Folder', nowhere), 'Mine'));
    expect(hidden).toEqual({ code: 'NOT_FOUND', data: { field: 'parentId', entity: 'folder' } });
    expect(hidden).toEqual(missing);
  });

  it('lets an editor create a folder where a viewer cannot', async () => {
    const { tokens, users, folders, projectId } = world;
    await gql(tokens.mia, saveProjectUser, {
      input: { projectId, userId: users.eddie, roleId: 'editor' },
    });
    const made = await create(tokens.eddie, folders.day1, 'Sound');
    expect(made.errors).toBeUndefined();
    expect(made.data?.createFolder.folder.name).toBe('Sound');
    expect(firstError(await create(tokens.vic, folders.day1, 'Sound 2')).code).toBe('FORBIDDEN');
  });

  it('lets the viewer create once switched to Editor with edit on their folder', async () => {
    const { tokens, users, folders, projectId } = world;
    const switched = await gql(tokens.mia, saveProjectUser, {
      input: { projectId, userId: users.vic, roleId: 'editor' },
    });
    expect(switched.errors).toBeUndefined();
    await gql(tokens.mia, saveFolderUser, {
      input: { folderId: folders.day1, userId: users.vic, allowedTo: { edit: true } },
    });
    const made = await create(tokens.vic, folders.day1, 'Vic');
    expect(made.errors).toBeUndefined();
    expect(firstError(await create(tokens.vic, folders.day2, 'Vic')).code).toBe('NOT_FOUND');
  });

  it('takes everything away from a member who is removed', async () => {
    const { tokens, users, folders, projectId } = world;
    await gql(tokens.mia, removeProjectUser, { input: { projectId, userId: users.vic } });
    expect((await gql(tokens.vic, projects)).data?.projects.edges).toEqual([]);
    expect((await gql(tokens.vic, workspaces)).data?.workspaces).toEqual([]);
    expect((await gql(tokens.vic, folder, { id: folders.day1 })).data?.folder).toBeNull();
    expect(firstError(await create(tokens.vic, folders.day1, 'Late')).code).toBe('NOT_FOUND');
  });

  it('makes a workspace admin Admin of every project of the workspace', async () => {
    const { tokens, folders } = world;
    expect((await gql(tokens.wanda, projects)).data?.projects.edges).toEqual([
      { node: { name: 'Feature', allowedTo: { edit: true, delete: true } } },
    ]);
    expect((await gql(tokens.wanda, workspaces)).data?.workspaces).toEqual([
      { name: 'Features', canEdit: true },
    ]);
    expect((await create(tokens.wanda, folders.day2, 'Grade')).errors).toBeUndefined();
  });

  it('gives the header tabs from where each one stands', async () => {
    const me = '{ currentUser { hasEditableProjects canManageWorkspaces } }';
    const tabs = async (token: string) => (await gql(token, me)).data?.currentUser;
    const { tokens } = world;
    expect(await tabs(tokens.wanda)).toEqual({
      hasEditableProjects: true,
      canManageWorkspaces: true,
    });
    expect(await tabs(tokens.mia)).toEqual({
      hasEditableProjects: true,
      canManageWorkspaces: false,
    });
    expect(await tabs(tokens.eddie)).toEqual({
      hasEditableProjects: false,
      canManageWorkspaces: false,
    });
  });
});

describe("other people's fields", () => {
  let world: AccessWorld;

  beforeAll(async () => {
    world = await startAccessWorld();
  });
  afterAll(() => world?.bff.close());

  it("shows a superuser's e-mail to those who search people only, wherever they are reached", async () => {
    const { bff, tokens, projectId, users } = world;
    const people = `query ($id: ID!) { project(id: $id) {
      createdBy { id name email isSuperuser allowedTo { edit delete } }
      manager { name email } } }`;
    await bff.gql(world.admin, saveProjectUser, {
      input: { projectId, userId: users.vic, roleId: 'viewer' },
    });
    const asViewer = (await bff.gql(tokens.vic, people, { id: projectId })).data?.project;
    expect(asViewer.createdBy).toMatchObject({
      name: 'Admin',
      email: null,
      isSuperuser: false,
      allowedTo: { edit: false, delete: false },
    });
    expect(asViewer.manager).toEqual({ name: 'Mia Manager', email: null });
    const node = 'query ($id: ID!) { node(id: $id) { id } }';
    const adminId = asViewer.createdBy.id;
    expect((await bff.gql(tokens.vic, node, { id: adminId })).data?.node).toBeNull();
    // The manager assigns people, so she finds them, e-mail included (§6).
    const asManager = (await bff.gql(tokens.mia, people, { id: projectId })).data?.project;
    expect(asManager.createdBy).toMatchObject({ email: 'admin@rushes.test', isSuperuser: true });
    expect((await bff.gql(tokens.mia, node, { id: adminId })).data?.node).toEqual({ id: adminId });
    for (const token of [world.admin, tokens.wanda]) {
      const seen = (await bff.gql(token, people, { id: projectId })).data?.project;
      expect(seen.createdBy.email).toBe('admin@rushes.test');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError } from '../test-bff.fixture.ts';
import {
  type AccessWorld,
  createProject,
  nowhere,
  removeFolderUser,
  removeProjectUser,
  removeWorkspaceUser,
  saveFolderUser,
  saveProjectUser,
  saveWorkspaceUser,
  startAccessWorld,
} from './member.fixture.ts';

const projectUsers = `query ($id: ID!) { projectUsers(projectId: $id) {
  userName userEmail role { name } supervisor isWorkspaceAdmin canEditProject
  folderPermissions { view { value locked } edit { value locked } }
  settings { receiveCommentNotifications } folders { name isRoot } } }`;
const folderUsers = `query ($id: ID!) { folderUsers(folderId: $id) {
  userName isInherited inheritedFrom { name } allowedTo { edit { value locked } } } }`;
const workspaceUsers = `query ($id: ID!) { workspaceUsers(workspaceId: $id) {
  userName userEmail isAdmin } }`;

const flag = (value: boolean, locked: boolean) => ({ value, locked });

describe('project, folder and workspace users', () => {
  let world: AccessWorld;
  let mia: string;

  beforeAll(async () => {
    world = await startAccessWorld();
    mia = world.tokens.mia;
  });
  afterAll(() => world?.bff.close());

  const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    world.bff.gql(token, query, variables);

  it('lists the project roles, Viewer the default and Supervisor the admin one', async () => {
    const answer = await gql(mia, '{ projectRoles { id name isAdmin isDefault } }');
    expect(answer.data?.projectRoles).toEqual([
      { id: 'viewer', name: 'Viewer', isAdmin: false, isDefault: true },
      { id: 'editor', name: 'Editor', isAdmin: false, isDefault: false },
      { id: 'supervisor', name: 'Supervisor', isAdmin: true, isDefault: false },
    ]);
  });

  it('lets the manager assign a user to a folder, inherited below it', async () => {
    const { users, folders } = world;
    const input = { folderId: folders.day1, userId: users.vic, allowedTo: { comment: true } };
    const answer = await gql(mia, saveFolderUser, { input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.saveFolderUser.folderUser).toEqual({
      userName: 'Vic Viewer',
      isInherited: false,
      inheritedFrom: null,
      allowedTo: { view: flag(true, true), edit: flag(false, false), comment: flag(true, false) },
    });
    const below = await gql(mia, folderUsers, { id: folders.cameraA });
    expect(below.data?.folderUsers).toEqual([
      {
        userName: 'Vic Viewer',
        isInherited: true,
        inheritedFrom: { name: 'Day 1' },
        allowedTo: { edit: flag(false, true) },
      },
    ]);
    expect((await gql(mia, folderUsers, { id: folders.day2 })).data?.folderUsers).toEqual([]);
  });

  it('lets the manager find a person from 2 characters and assign them to a folder as Editor', async () => {
    const people = 'query ($q: String!) { people(query: $q) { id name email } }';
    const ada = await world.bff.addUser('Ada Assigned', 'ada@rushes.test');
    const adaId = toGlobalId('User', ada.userId);
    // people search reaches those who share a workspace (decision 0102): Ada joins another
    // project of Mia's workspace first
    const before = (await gql(mia, people, { q: 'ad' })).data?.people;
    expect(before).not.toContainEqual(expect.objectContaining({ id: adaId }));
    const other = { workspaceId: world.workspaceId, name: 'Trailer', managerId: world.users.wanda };
    const trailer = await gql(world.admin, createProject, { input: other });
    const trailerId = trailer.data?.createProject.project.id;
    await gql(world.admin, saveProjectUser, {
      input: { projectId: trailerId, userId: adaId, roleId: 'viewer' },
    });
    const found = await gql(mia, people, { q: 'ad' });
    expect(found.data?.people).toContainEqual({
      id: adaId,
      name: 'Ada Assigned',
      email: 'ada@rushes.test',
    });
    expect(firstError(await gql(world.tokens.eddie, people, { q: 'ad' })).code).toBe('FORBIDDEN');
    const input = { folderId: world.folders.day2, userId: adaId, allowedTo: {}, roleId: 'editor' };
    const answer = await gql(mia, saveFolderUser, { input });
    expect(answer.data?.saveFolderUser.folderUser).toMatchObject({
      userName: 'Ada Assigned',
      allowedTo: { edit: flag(true, false) },
    });
    const listed = (await gql(mia, projectUsers, { id: world.projectId })).data?.projectUsers;
    expect(listed).toContainEqual(
      expect.objectContaining({ userName: 'Ada Assigned', role: { name: 'Editor' } }),
    );
    const supervisor = { ...input, roleId: 'supervisor' };
    const refused = await world.appended(() => gql(mia, saveFolderUser, { input: supervisor }));
    expect(firstError(refused.answer)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'roleId', rule: 'oneOf' },
    });
    expect(refused.appended).toBe(false);
    const unassign = { projectId: world.projectId, userId: adaId };
    expect((await gql(mia, removeProjectUser, { input: unassign })).errors).toBeUndefined();
  });

  it('lists members and workspace admins, admins with every permission locked', async () => {
    const { users, projectId } = world;
    const input = { projectId, userId: users.eddie, roleId: 'editor' };
    const saved = await gql(mia, saveProjectUser, { input });
    expect(saved.data?.saveProjectUser.projectUser).toMatchObject({
      role: { id: 'editor', name: 'Editor', isAdmin: false },
      supervisor: false,
      folderPermissions: { view: flag(true, true), edit: flag(true, false) },
    });
    const list = await gql(mia, projectUsers, { id: projectId });
    expect(list.data?.projectUsers).toEqual([
      {
        userName: 'Wanda Admin',
        userEmail: 'wanda@rushes.test',
        role: { name: 'Admin' },
        supervisor: true,
        isWorkspaceAdmin: true,
        canEditProject: true,
        folderPermissions: { view: flag(true, true), edit: flag(true, true) },
        settings: null,
        folders: [],
      },
      {
        userName: 'Eddie Editor',
        userEmail: 'eddie@rushes.test',
        role: { name: 'Editor' },
        supervisor: false,
        isWorkspaceAdmin: false,
        canEditProject: false,
        folderPermissions: { view: flag(true, true), edit: flag(true, false) },
        settings: { receiveCommentNotifications: true },
        folders: [{ name: 'Feature', isRoot: true }],
      },
      {
        userName: 'Vic Viewer',
        userEmail: 'vic@rushes.test',
        role: { name: 'Viewer' },
        supervisor: false,
        isWorkspaceAdmin: false,
        canEditProject: false,
        folderPermissions: { view: flag(false, true), edit: flag(false, false) },
        settings: { receiveCommentNotifications: true },
        folders: [{ name: 'Day 1', isRoot: false }],
      },
    ]);
  });

  it('makes a Supervisor, whose permissions are all locked, and removes them', async () => {
    const { users, projectId } = world;
    const otto = { projectId, userId: users.otto };
    const saved = await gql(mia, saveProjectUser, { input: { ...otto, roleId: 'supervisor' } });
    expect(saved.data?.saveProjectUser.projectUser).toMatchObject({
      supervisor: true,
      canEditProject: true,
      folderPermissions: { edit: flag(true, true) },
    });
    const ottoSees = await gql(world.tokens.otto, projectUsers, { id: projectId });
    expect(ottoSees.errors).toBeUndefined();
    const removed = await gql(mia, removeProjectUser, { input: otto });
    expect(removed.data?.removeProjectUser.removedUserId).toBe(users.otto);
    const gone = firstError(await gql(world.tokens.otto, projectUsers, { id: projectId }));
    expect(gone).toEqual({ code: 'NOT_FOUND', data: { field: 'projectId', entity: 'project' } });
  });

  it('lets a workspace admin manage the workspace admins; lists them', async () => {
    const { users, workspaceId, tokens } = world;
    const input = { workspaceId, userId: users.eddie, isAdmin: true };
    const added = await gql(tokens.wanda, saveWorkspaceUser, { input });
    expect(added.data?.saveWorkspaceUser.workspaceUser).toEqual({
      userName: 'Eddie Editor',
      userEmail: 'eddie@rushes.test',
      isAdmin: true,
    });
    const list = await gql(tokens.wanda, workspaceUsers, { id: workspaceId });
    expect(list.data?.workspaceUsers.map((user: { userName: string }) => user.userName)).toEqual([
      'Eddie Editor',
      'Wanda Admin',
    ]);
    const removed = await gql(tokens.wanda, removeWorkspaceUser, {
      input: { workspaceId, userId: users.eddie },
    });
    expect(removed.data?.removeWorkspaceUser.removedUserId).toBe(users.eddie);
  });

  it('lets a workspace admin create a project in their workspace only', async () => {
    const create = `mutation ($input: CreateProjectInput!) {
      createProject(input: $input) { project { name allowedTo { edit delete } } } }`;
    const { tokens, users, workspaceId } = world;
    const mine = { workspaceId, name: 'Pickups', managerId: users.wanda };
    const answer = await gql(tokens.wanda, create, { input: mine });
    expect(answer.data?.createProject.project).toEqual({
      name: 'Pickups',
      allowedTo: { edit: true, delete: true },
    });
    const defaults = (await gql(world.admin, '{ workspaces { id name } }')).data?.workspaces;
    const other = defaults.find((w: { name: string }) => w.name === 'Default').id;
    const elsewhere = { ...mine, workspaceId: other, name: 'Elsewhere' };
    const refusal = firstError(await gql(tokens.wanda, create, { input: elsewhere }));
    expect(refusal).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'workspaceId', rule: 'required' },
    });
  });
});

describe('bad calls: a typed error with a code, and no event', () => {
  let world: AccessWorld;

  beforeAll(async () => {
    world = await startAccessWorld();
  });
  afterAll(() => world?.bff.close());

  const refused = async (token: string, query: string, input: Record<string, unknown>) => {
    const { answer, appended } = await world.appended(() => world.bff.gql(token, query, { input }));
    expect(appended).toBe(false);
    expect(answer.data?.[Object.keys(answer.data ?? {})[0] ?? ''] ?? null).toBeNull();
    return firstError(answer);
  };

  it('refuses bad saveProjectUser calls', async () => {
    const { tokens, users, projectId } = world;
    const mia = tokens.mia;
    const input = { projectId, userId: users.vic, roleId: 'viewer' };
    expect(await refused(mia, saveProjectUser, { ...input, roleId: 'owner' })).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'role', rule: 'oneOf' },
    });
    expect(await refused(mia, saveProjectUser, { ...input, userId: 'junk' })).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'userId', rule: 'globalId' },
    });
    expect(
      await refused(mia, saveProjectUser, { ...input, userId: toGlobalId('User', nowhere) }),
    ).toEqual({ code: 'NOT_FOUND', data: { field: 'userId', entity: 'user' } });
    expect(await refused(mia, saveProjectUser, { ...input, permissions: { view: false } })).toEqual(
      { code: 'VALIDATION_FAILED', data: { field: 'permissions.view', rule: 'locked' } },
    );
    const supervisor = { ...input, roleId: 'supervisor', permissions: { edit: true } };
    expect(await refused(mia, saveProjectUser, supervisor)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'permissions', rule: 'locked' },
    });
    expect(await refused(mia, saveProjectUser, { ...input, userId: users.wanda })).toEqual({
      code: 'STATE_CONFLICT',
      data: { field: 'userId', entity: 'user', state: 'workspaceAdmin' },
    });
    expect((await refused(mia, saveProjectUser, { projectId })).code).toBe('VALIDATION_FAILED');
    const wrongType = await refused(mia, saveProjectUser, { ...input, roleId: { id: 'viewer' } });
    expect(wrongType.code).toBe('VALIDATION_FAILED');
  });

  it('answers a project out of reach exactly as one that does not exist', async () => {
    const { tokens, users, projectId } = world;
    const input = { projectId, userId: users.vic, roleId: 'viewer' };
    const missing = { ...input, projectId: toGlobalId('Project', nowhere) };
    const outOfReach = await refused(tokens.otto, saveProjectUser, input);
    expect(outOfReach).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'projectId', entity: 'project' },
    });
    expect(outOfReach).toEqual(await refused(tokens.otto, saveProjectUser, missing));
    expect(await refused(tokens.otto, removeProjectUser, { projectId, userId: users.vic })).toEqual(
      outOfReach,
    );
  });

  it('forbids a member who sees the project but may not edit it', async () => {
    const { tokens, users, folders, projectId } = world;
    await world.bff.gql(tokens.mia, saveFolderUser, {
      input: { folderId: folders.day1, userId: users.vic, allowedTo: {} },
    });
    const input = { projectId, userId: users.eddie, roleId: 'editor' };
    expect((await refused(tokens.vic, saveProjectUser, input)).code).toBe('FORBIDDEN');
    const folderInput = { folderId: folders.day1, userId: users.eddie, allowedTo: {} };
    expect((await refused(tokens.vic, saveFolderUser, folderInput)).code).toBe('FORBIDDEN');
    const hidden = { ...folderInput, folderId: folders.day2 };
    expect(await refused(tokens.vic, saveFolderUser, hidden)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'folderId', entity: 'folder' },
    });
  });

  it('refuses removing what is not there', async () => {
    const { tokens, users, folders, projectId } = world;
    expect(await refused(tokens.mia, removeProjectUser, { projectId, userId: users.otto })).toEqual(
      {
        code: 'NOT_FOUND',
        data: { field: 'userId', entity: 'projectUser' },
      },
    );
    const entry = { folderId: folders.day2, userId: users.vic };
    expect(await refused(tokens.mia, removeFolderUser, entry)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'userId', entity: 'folderUser' },
    });
    const { workspaceId } = world;
    const notAdmin = { workspaceId, userId: users.otto };
    expect(await refused(tokens.wanda, removeWorkspaceUser, notAdmin)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'userId', entity: 'workspaceAdmin' },
    });
  });

  it('refuses bad workspace admin calls', async () => {
    const { tokens, users, workspaceId } = world;
    const input = { workspaceId, userId: users.otto, isAdmin: true };
    expect(await refused(tokens.wanda, saveWorkspaceUser, { ...input, isAdmin: false })).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'isAdmin', rule: 'oneOf' },
    });
    expect((await refused(tokens.mia, saveWorkspaceUser, input)).code).toBe('FORBIDDEN');
    const hidden = await refused(tokens.otto, saveWorkspaceUser, input);
    expect(hidden).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'workspaceId', entity: 'workspace' },
    });
    const missing = { ...input, workspaceId: toGlobalId('Workspace', nowhere) };
    expect(await refused(tokens.otto, saveWorkspaceUser, missing)).toEqual(hidden);
  });

  it('answers every users query of a project out of reach as NOT_FOUND', async () => {
    const { tokens, projectId, folders, workspaceId } = world;
    const ask = async (query: string, id: string) =>
      firstError(await world.bff.gql(tokens.otto, query, { id }));
    expect((await ask(projectUsers, projectId)).code).toBe('NOT_FOUND');
    expect((await ask(folderUsers, folders.day1)).code).toBe('NOT_FOUND');
    expect((await ask(workspaceUsers, workspaceId)).code).toBe('NOT_FOUND');
    expect((await ask(workspaceUsers, workspaceId)).code).toBe('NOT_FOUND');
    const vicAsks = firstError(await world.bff.gql(tokens.vic, projectUsers, { id: projectId }));
    expect(vicAsks.code).toBe('FORBIDDEN');
  });
});

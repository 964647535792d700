import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessWorld,
  createFolder,
  createProject,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const updateSettings = `mutation ($input: UpdateUserProjectSettingsInput!) {
  updateUserProjectSettings(input: $input) { clientMutationId } }`;
const entries = `query ($id: ID!) {
  node(id: $id) {
    ... on User {
      uniqueRoles { name }
      projects {
        project { name }
        role { name }
        settings { receiveFolderContentNotifications receiveCommentNotifications }
      }
      folders {
        folder { name project { name } }
        role { name }
        isInherited
        allowedTo { view { value locked } edit { value locked } comment { value locked } }
      }
    }
  }
}`;
const folderUsers = `query ($id: ID!) { folderUsers(folderId: $id) { userName role { name } } }`;

/** A folder entry as `<project>/<folder>`. */
const placeOf = (entry: { folder: { name: string; project: { name: string } } }) =>
  `${entry.folder.project.name}/${entry.folder.name}`;
const flag = (value: boolean, locked: boolean) => ({ value, locked });
const viewerRights = {
  view: flag(true, true),
  edit: flag(false, false),
  comment: flag(true, false),
};

/**
 * Vic is a Viewer of "Feature" with entries on Day 2 and Day 1, who hears of comments there but
 * not of new content, and an Editor of "Other" (another workspace) with an entry on its Rushes.
 */
describe("a user's projects with their settings, their folders and their roles", () => {
  let world: AccessWorld;

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, users, folders, projectId } = world;
    const gql = async (query: string, input: Record<string, unknown>, token = admin) => {
      const answer = await bff.gql(token, query, { input });
      expect(answer.errors).toBeUndefined();
      return answer.data;
    };
    await gql(saveProjectUser, { projectId, userId: users.vic, roleId: 'viewer' });
    for (const folderId of [folders.day2, folders.day1]) {
      await gql(saveFolderUser, { folderId, userId: users.vic, allowedTo: {} });
    }
    await gql(saveFolderUser, {
      folderId: folders.day1,
      userId: users.eddie,
      roleId: 'editor',
      allowedTo: {},
    });
    const settings = {
      receiveFolderContentNotifications: false,
      receiveCommentNotifications: true,
    };
    await gql(updateSettings, { userId: users.vic, projectId, ...settings }, world.tokens.vic);
    const elsewhere = (await gql(createWorkspace, { name: 'Elsewhere' }))?.createWorkspace.workspace
      .id;
    const other = (
      await gql(createProject, { workspaceId: elsewhere, name: 'Other', managerId: users.otto })
    )?.createProject.project;
    const rushes = (await gql(createFolder, { parentId: other.rootFolder.id, name: 'Rushes' }))
      ?.createFolder.folder.id;
    await gql(saveFolderUser, {
      folderId: rushes,
      userId: users.vic,
      roleId: 'editor',
      allowedTo: {},
    });
  }, 60_000);
  afterAll(() => world?.bff.close());

  const inspect = async (token: string, id: string) =>
    (await world.bff.gql(token, entries, { id })).data?.node;

  it('shows a superuser every project of the user with its settings, and each role once', async () => {
    const vic = await inspect(world.admin, world.users.vic);
    expect(vic.uniqueRoles).toEqual([{ name: 'Viewer' }, { name: 'Editor' }]);
    expect(vic.projects).toEqual([
      {
        project: { name: 'Feature' },
        role: { name: 'Viewer' },
        settings: { receiveFolderContentNotifications: false, receiveCommentNotifications: true },
      },
      {
        project: { name: 'Other' },
        role: { name: 'Editor' },
        settings: { receiveFolderContentNotifications: true, receiveCommentNotifications: true },
      },
    ]);
    // the entry on the root (the whole project) came with the membership
    expect(vic.folders.map(placeOf)).toEqual([
      'Feature/Day 1',
      'Feature/Day 2',
      'Feature/Feature',
      'Other/Rushes',
    ]);
    expect(vic.folders[0]).toEqual({
      folder: { name: 'Day 1', project: { name: 'Feature' } },
      role: { name: 'Viewer' },
      isInherited: false,
      allowedTo: viewerRights,
    });
    expect(vic.folders[3].role).toEqual({ name: 'Editor' });
  });

  it("shows a project's manager only what the user holds in the projects they edit", async () => {
    const vic = await inspect(world.tokens.mia, world.users.vic);
    expect(vic.uniqueRoles).toEqual([{ name: 'Viewer' }]);
    expect(vic.projects.map((entry: { project: { name: string } }) => entry.project.name)).toEqual([
      'Feature',
    ]);
    expect(vic.folders.map(placeOf)).toEqual(['Feature/Day 1', 'Feature/Day 2', 'Feature/Feature']);
  });

  it('gives a workspace admin the Admin role, no folders and no settings of a membership', async () => {
    expect(await inspect(world.tokens.mia, world.users.wanda)).toEqual({
      uniqueRoles: [{ name: 'Admin' }],
      projects: [{ project: { name: 'Feature' }, role: { name: 'Admin' }, settings: null }],
      folders: [],
    });
  });

  it('shows nothing to a user who edits none of those projects, themselves included', async () => {
    expect(await inspect(world.tokens.vic, world.users.vic)).toEqual({
      uniqueRoles: [],
      projects: [],
      folders: [],
    });
    expect(await inspect(world.tokens.eddie, world.users.vic)).toBeNull();
  });

  it("gives a folder's users their role in the project", async () => {
    const answer = await world.bff.gql(world.tokens.mia, folderUsers, { id: world.folders.day1 });
    expect(answer.data?.folderUsers).toEqual([
      { userName: 'Eddie Editor', role: { name: 'Editor' } },
      { userName: 'Vic Viewer', role: { name: 'Viewer' } },
    ]);
  });
});

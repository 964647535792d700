import { toGlobalId } from '../../graphql/global-id.ts';
import { type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';

export const nowhere = '00000000-0000-4000-8000-000000000000';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
export const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
export const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id name } } }`;
export const saveProjectUser = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) {
    projectUser {
      userName role { id name isAdmin } supervisor canEditProject isWorkspaceAdmin
      folderPermissions { view { value locked } edit { value locked } download { value locked } }
    }
  } }`;
export const saveFolderUser = `mutation ($input: SaveFolderUserInput!) {
  saveFolderUser(input: $input) {
    folderUser {
      userName isInherited inheritedFrom { name }
      allowedTo { view { value locked } edit { value locked } comment { value locked } }
    }
  } }`;
export const removeProjectUser = `mutation ($input: RemoveProjectUserInput!) {
  removeProjectUser(input: $input) { removedUserId } }`;
export const removeFolderUser = `mutation ($input: RemoveFolderUserInput!) {
  removeFolderUser(input: $input) { removedUserId } }`;
export const saveWorkspaceUser = `mutation ($input: SaveWorkspaceUserInput!) {
  saveWorkspaceUser(input: $input) { workspaceUser { userName userEmail isAdmin } } }`;
export const removeWorkspaceUser = `mutation ($input: RemoveWorkspaceUserInput!) {
  removeWorkspaceUser(input: $input) { removedUserId } }`;

/**
 * A BFF with a workspace "Features" holding the project "Feature" (managed by Mia) whose tree is
 * Feature / Day 1 / Camera A and Feature / Day 2; Wanda is Admin of "Features"; Vic, Eddie and
 * Otto are nobody yet. Tokens and global ids by name.
 */
export async function startAccessWorld(
  adapters: Parameters<typeof startTestBff>[0] = {},
  env: Record<string, string> = {},
) {
  const bff: TestBff = await startTestBff(adapters, env);
  const admin = bff.adminToken;
  const people = {
    mia: await bff.addUser('Mia Manager', 'mia@rushes.test'),
    wanda: await bff.addUser('Wanda Admin', 'wanda@rushes.test'),
    vic: await bff.addUser('Vic Viewer', 'vic@rushes.test'),
    eddie: await bff.addUser('Eddie Editor', 'eddie@rushes.test'),
    otto: await bff.addUser('Otto Other', 'otto@elsewhere.test'),
  };
  type Name = keyof typeof people;
  const tokens = {} as Record<Name, string>;
  const users = {} as Record<Name, string>;
  for (const [name, viewer] of Object.entries(people) as [Name, (typeof people)[Name]][]) {
    tokens[name] = await bff.tokenFor(viewer);
    users[name] = toGlobalId('User', viewer.userId);
  }
  const workspace = await bff.gql(admin, createWorkspace, { input: { name: 'Features' } });
  const workspaceId: string = workspace.data?.createWorkspace.workspace.id;
  const input = { workspaceId, name: 'Feature', managerId: users.mia };
  const project = (await bff.gql(admin, createProject, { input })).data?.createProject.project;
  const folder = async (parentId: string, name: string): Promise<string> =>
    (await bff.gql(admin, createFolder, { input: { parentId, name } })).data?.createFolder.folder
      .id;
  const root: string = project.rootFolder.id;
  const day1 = await folder(root, 'Day 1');
  const cameraA = await folder(day1, 'Camera A');
  const day2 = await folder(root, 'Day 2');
  await bff.gql(admin, saveWorkspaceUser, {
    input: { workspaceId, userId: users.wanda, isAdmin: true },
  });
  const headSeq = () => bff.services.store.headSeq();
  /** Runs a call and tells whether the log grew. */
  const appended = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await headSeq();
    const answer = await call();
    return { answer, appended: (await headSeq()) !== before };
  };
  return {
    bff,
    admin,
    tokens,
    users,
    workspaceId,
    projectId: project.id as string,
    folders: { root, day1, cameraA, day2 },
    appended,
  };
}

export type AccessWorld = Awaited<ReturnType<typeof startAccessWorld>>;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../test-bff.fixture.ts';
import {
  type AccessWorld,
  createProject,
  removeWorkspaceUser,
  saveProjectUser,
  saveWorkspaceUser,
  startAccessWorld,
} from './member.fixture.ts';

const removeProjectUsers = `mutation ($input: RemoveProjectUsersInput!) {
  removeProjectUsers(input: $input) { removedUserIds } }`;
const projectUsers = `query ($id: ID!) { projectUsers(projectId: $id) { userName } }`;
const workspaceUsers = `query ($id: ID!) { workspaceUsers(workspaceId: $id) { userName } }`;

let world: AccessWorld;
beforeAll(async () => {
  world = await startAccessWorld();
});
afterAll(() => world?.bff.close());

const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  world.bff.gql(token, query, variables);

/** The names in the project's users list: its workspace's admins, then its members. */
const namesIn = async (projectId: string) =>
  (await gql(world.admin, projectUsers, { id: projectId })).data?.projectUsers.map(
    (user: { userName: string }) => user.userName,
  );

const join = (projectId: string, userId: string) =>
  gql(world.admin, saveProjectUser, { input: { projectId, userId, roleId: 'viewer' } });

describe('removing several selected users from a project at once', () => {
  it('removes every member selected in one decision', async () => {
    const { projectId, users } = world;
    await join(projectId, users.vic);
    await join(projectId, users.eddie);
    const input = { projectId, userIds: [users.vic, users.eddie] };
    const answer = await gql(world.tokens.mia, removeProjectUsers, { input });
    expect(answer.data?.removeProjectUsers.removedUserIds).toEqual([users.vic, users.eddie]);
    expect(await namesIn(projectId)).toEqual(['Wanda Admin']);
  });

  it('removes nobody when one selected cannot go, and refuses those who may not edit', async () => {
    const { projectId, users, tokens } = world;
    await join(projectId, users.vic);
    const withAdmin = { projectId, userIds: [users.vic, users.wanda] };
    const admin = await world.appended(() =>
      gql(tokens.mia, removeProjectUsers, { input: withAdmin }),
    );
    // The workspace's admin is on the list, not a member: nobody goes.
    expect(firstError(admin.answer)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'userIds', entity: 'projectUser' },
    });
    expect(admin.appended).toBe(false);
    const viewer = await world.appended(() =>
      gql(tokens.vic, removeProjectUsers, { input: { projectId, userIds: [users.vic] } }),
    );
    expect(firstError(viewer.answer).code).toBe('FORBIDDEN');
    expect(viewer.appended).toBe(false);
    expect(await namesIn(projectId)).toEqual(['Wanda Admin', 'Vic Viewer']);
  });
});

describe('removing a user from a workspace, keeping them in its projects or not', () => {
  it('keeps them in the projects by default, and takes them out with keepInProjects false', async () => {
    const { workspaceId, projectId, users, tokens } = world;
    const other = { workspaceId, name: 'Teaser', managerId: users.mia };
    const teaserId = (await gql(world.admin, createProject, { input: other })).data?.createProject
      .project.id;
    const elsewhere = (
      await gql(world.admin, '{ workspaces { id isDefault } }')
    ).data?.workspaces.find((workspace: { isDefault: boolean }) => workspace.isDefault).id;
    const outside = { workspaceId: elsewhere, name: 'Outside', managerId: users.mia };
    const outsideId = (await gql(world.admin, createProject, { input: outside })).data
      ?.createProject.project.id;
    for (const project of [projectId, teaserId, outsideId]) await join(project, users.otto);
    const admin = { workspaceId, userId: users.otto, isAdmin: true };

    await gql(world.admin, saveWorkspaceUser, { input: admin });
    const kept = await gql(tokens.wanda, removeWorkspaceUser, {
      input: { workspaceId, userId: users.otto },
    });
    expect(kept.errors).toBeUndefined();
    expect(await namesIn(teaserId)).toContain('Otto Other');

    await gql(world.admin, saveWorkspaceUser, { input: admin });
    const input = { workspaceId, userId: users.otto, keepInProjects: false };
    const left = await gql(tokens.wanda, removeWorkspaceUser, { input });
    expect(left.data?.removeWorkspaceUser.removedUserId).toBe(users.otto);
    const admins = (await gql(tokens.wanda, workspaceUsers, { id: workspaceId })).data
      ?.workspaceUsers;
    expect(admins).toEqual([{ userName: 'Wanda Admin' }]);
    expect(await namesIn(projectId)).not.toContain('Otto Other');
    expect(await namesIn(teaserId)).not.toContain('Otto Other');
    expect(await namesIn(outsideId)).toContain('Otto Other');

    const again = await world.appended(() => gql(tokens.wanda, removeWorkspaceUser, { input }));
    expect(firstError(again.answer).code).toBe('NOT_FOUND');
    expect(again.appended).toBe(false);
  });

  it('refuses those who may not edit the workspace, appending nothing', async () => {
    const { workspaceId, projectId, users, tokens } = world;
    await join(projectId, users.eddie);
    const input = { workspaceId, userId: users.eddie, keepInProjects: false };
    const mia = await world.appended(() => gql(tokens.mia, removeWorkspaceUser, { input }));
    expect(firstError(mia.answer).code).toBe('FORBIDDEN');
    expect(mia.appended).toBe(false);
    expect(await namesIn(projectId)).toContain('Eddie Editor');
  });
});

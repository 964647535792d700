import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { openSubscriptions } from '../../live/subscription.fixture.ts';
import { freshIp, login } from '../../test-app.fixture.ts';
import {
  type AccessWorld,
  nowhere,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';

const deleteUser = `mutation ($input: DeleteUserInput!) {
  deleteUser(input: $input) { deletedUserId clientMutationId } }`;
const invite = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { created user { id email } } }`;
const lists = `query ($projectId: ID!, $folderId: ID!, $workspaceId: ID!) {
  users { edges { node { name } } }
  projectUsers(projectId: $projectId) { userName }
  folderUsers(folderId: $folderId) { userName }
  workspaceUsers(workspaceId: $workspaceId) { userName }
  people(query: "rushes.test") { name }
}`;
const manager = 'query ($id: ID!) { project(id: $id) { manager { name } } }';

/** The invitation link's token in the newest mail to `to`. */
async function mailedToken(world: AccessWorld, to: string): Promise<string> {
  const mail = (await world.bff.mails()).filter((sent) => sent.to === to).at(-1);
  const token = mail?.text.match(/\/invite\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${to}`);
  return token;
}

describe('deleting a user', () => {
  let world: AccessWorld;
  let ivy: string;

  const inviteIvy = async () => {
    const input = {
      email: 'ivy@rushes.test',
      name: 'Ivy Invitee',
      projectId: world.projectId,
      roleId: 'viewer',
      folderId: world.folders.day1,
    };
    return (await world.bff.gql(world.admin, invite, { input })).data?.inviteUser;
  };
  const listedNames = async () => {
    const { projectId, workspaceId, folders } = world;
    const variables = { projectId, workspaceId, folderId: folders.day1 };
    const { data } = await world.bff.gql(world.admin, lists, variables);
    if (!data) throw new Error('the lists did not load');
    return [
      ...data.users.edges.map((edge: { node: { name: string } }) => edge.node.name),
      ...data.projectUsers.map((user: { userName: string }) => user.userName),
      ...data.folderUsers.map((user: { userName: string }) => user.userName),
      ...data.workspaceUsers.map((user: { userName: string }) => user.userName),
      ...data.people.map((user: { name: string }) => user.name),
    ];
  };

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, users, projectId, folders } = world;
    await bff.gql(admin, saveProjectUser, {
      input: { projectId, userId: users.eddie, roleId: 'editor' },
    });
    await bff.gql(admin, saveFolderUser, {
      input: { folderId: folders.day1, userId: users.eddie, allowedTo: {} },
    });
    ivy = (await inviteIvy()).user.id;
  }, 60_000);
  afterAll(() => world?.bff.close());

  it('is refused to anyone but a superuser, and to a superuser for themselves, appending nothing', async () => {
    const { bff, tokens, users, appended } = world;
    for (const token of [tokens.wanda, tokens.mia, tokens.eddie]) {
      const refused = await appended(() => bff.gql(token, deleteUser, { input: { userId: ivy } }));
      expect(firstError(refused.answer).code).toBe('FORBIDDEN');
      expect(refused.appended).toBe(false);
    }
    const self = (await bff.gql(world.admin, '{ currentUser { id } }')).data?.currentUser.id;
    const own = await appended(() => bff.gql(world.admin, deleteUser, { input: { userId: self } }));
    expect(firstError(own.answer).code).toBe('FORBIDDEN');
    expect(own.appended).toBe(false);
    const byVic = await appended(() =>
      bff.gql(tokens.vic, deleteUser, { input: { userId: users.vic } }),
    );
    expect(firstError(byVic.answer).code).toBe('FORBIDDEN');
    expect(byVic.appended).toBe(false);
  });

  it('takes an invited user off every list, and the address may be invited again', async () => {
    const { bff, admin, appended } = world;
    const input = { userId: ivy, clientMutationId: 'delete-ivy' };
    const done = await appended(() => bff.gql(admin, deleteUser, { input }));
    expect(done.answer.data?.deleteUser).toEqual({
      deletedUserId: ivy,
      clientMutationId: 'delete-ivy',
    });
    expect(done.appended).toBe(true);
    expect(await listedNames()).not.toContain('Ivy Invitee');
    // The link she was mailed no longer opens nor joins.
    const token = await mailedToken(world, 'ivy@rushes.test');
    const link = (method: 'GET' | 'POST', payload?: object) =>
      bff.app.inject({ method, url: `/v2/invite/${token}`, payload, remoteAddress: freshIp() });
    expect((await link('GET')).statusCode).toBe(404);
    const joined = await link('POST', { name: 'Ivy', password: 'secret-1' });
    expect(joined.statusCode).toBe(404);
    // A retry of the same deletion changes nothing.
    const retried = await appended(() => bff.gql(admin, deleteUser, { input }));
    expect(retried.answer.data?.deleteUser.deletedUserId).toBe(ivy);
    expect(retried.appended).toBe(false);

    const again = await inviteIvy();
    expect(again).toMatchObject({ created: true, user: { email: 'ivy@rushes.test' } });
    expect(again.user.id).not.toBe(ivy);
    expect(await listedNames()).toContain('Ivy Invitee');
  });

  it('signs a user out everywhere at once: token refused, socket closed, sign-in refused', async () => {
    const { bff, admin, tokens, users } = world;
    expect(await listedNames()).toContain('Eddie Editor');
    const socket = await openSubscriptions(bff.app, tokens.eddie);
    socket.subscribe('subscription { accessChanged { id } }', {});
    await bff.gql(admin, deleteUser, { input: { userId: users.eddie } });
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
    const asEddie = await bff.app.inject({
      method: 'POST',
      url: '/v2/graphql',
      headers: { authorization: `Bearer ${tokens.eddie}` },
      payload: { query: '{ currentUser { id } }' },
    });
    expect(asEddie.statusCode).toBe(401);
    expect((await login(bff.app, 'eddie@rushes.test', 'password-1')).statusCode).toBe(401);
    expect(await listedNames()).not.toContain('Eddie Editor');
  });

  it('keeps the name of a deleted user where others meet it', async () => {
    const { bff, admin, users, projectId } = world;
    await bff.gql(admin, deleteUser, { input: { userId: users.mia } });
    const answer = await bff.gql(admin, manager, { id: projectId });
    expect(answer.data?.project.manager).toEqual({ name: 'Mia Manager' });
  });

  it('answers NOT_FOUND for a user nobody has', async () => {
    const input = { userId: toGlobalId('User', nowhere) };
    const answer = await world.bff.gql(world.admin, deleteUser, { input });
    expect(firstError(answer).code).toBe('NOT_FOUND');
  });
});

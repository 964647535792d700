import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { freshIp } from '../../test-app.fixture.ts';
import {
  type AccessWorld,
  createProject,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;
const reinvite = `mutation ($input: ReinviteInput!) {
  reinvite(input: $input) { user { id name email hasJoined } } }`;

let world: AccessWorld;
beforeAll(async () => {
  world = await startAccessWorld();
});
afterAll(async () => {
  await world?.bff.close();
});

/** A new invitee of the project "Feature", by the superuser; their global id. */
async function invitee(email: string, name: string): Promise<string> {
  const input = { email, name, projectId: world.projectId, roleId: 'viewer' };
  return (await world.bff.gql(world.admin, inviteUser, { input })).data?.inviteUser.user.id;
}

/** The token of the newest invitation mailed to `to`, or null. */
async function mailedToken(to: string): Promise<string | null> {
  const mail = (await world.bff.mails()).filter((sent) => sent.to === to).at(-1);
  return mail?.text.match(/\/invite\/([\w-]+)/)?.[1] ?? null;
}

const openLink = (token: string) =>
  world.bff.app.inject({ method: 'GET', url: `/v2/invite/${token}`, remoteAddress: freshIp() });

describe('the reinvite form: e-mail, name and project in one call', () => {
  it('corrects a mistyped address and name, and mails the new link there alone', async () => {
    const userId = await invitee('tom@outsdie.test', 'Tom');
    const first = await mailedToken('tom@outsdie.test');
    const input = {
      userId,
      projectId: world.projectId,
      email: ' tom@outside.test ',
      name: 'Tom Tailor',
    };
    const answer = await world.bff.gql(world.tokens.mia, reinvite, { input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.reinvite.user).toMatchObject({
      name: 'Tom Tailor',
      email: 'tom@outside.test',
      hasJoined: false,
    });
    const corrected = await mailedToken('tom@outside.test');
    expect(corrected).not.toBeNull();
    expect((await openLink(corrected ?? '')).json()).toMatchObject({
      name: 'Tom Tailor',
      email: 'tom@outside.test',
    });
    expect((await openLink(first ?? '')).json()).toMatchObject({ code: 'LINK_INVALID' });
  });

  it('sends the same address and name as a plain reinvitation, changing nothing', async () => {
    const userId = await invitee('una@outside.test', 'Una');
    const id = fromGlobalId(userId, { type: 'User' }).id;
    const input = { userId, projectId: world.projectId, email: 'una@outside.test', name: 'Una' };
    const { answer, appended } = await world.appended(() =>
      world.bff.gql(world.tokens.mia, reinvite, { input }),
    );
    expect(answer.errors).toBeUndefined();
    expect(appended).toBe(false);
    const { commits } = await world.bff.services.store.readStream(`user.${id}`);
    expect(commits).toHaveLength(1);
  });

  it("refuses an address someone else has: NAME_CONFLICT on 'email'", async () => {
    const userId = await invitee('ray@outside.test', 'Ray');
    const input = { userId, projectId: world.projectId, email: 'VIC@rushes.test', name: 'Ray' };
    const { answer, appended } = await world.appended(() =>
      world.bff.gql(world.tokens.mia, reinvite, { input }),
    );
    expect(firstError(answer)).toMatchObject({ code: 'NAME_CONFLICT', data: { field: 'email' } });
    expect(appended).toBe(false);
  });

  it('leaves the address of an invitee given more than the viewer manages to others', async () => {
    const userId = await invitee('sue@outside.test', 'Sue');
    const other = { workspaceId: world.workspaceId, name: 'Teaser', managerId: world.users.wanda };
    const teaser = await world.bff.gql(world.admin, createProject, { input: other });
    const teaserId = teaser.data?.createProject.project.id;
    await world.bff.gql(world.admin, saveProjectUser, {
      input: { projectId: teaserId, userId, roleId: 'viewer' },
    });
    const input = { userId, projectId: world.projectId, email: 'me@mia.test', name: 'Sue' };
    const mia = await world.appended(() => world.bff.gql(world.tokens.mia, reinvite, { input }));
    expect(firstError(mia.answer).code).toBe('FORBIDDEN');
    expect(mia.appended).toBe(false);
    expect(await mailedToken('me@mia.test')).toBeNull();
    // Wanda is Admin of the workspace of both projects.
    const wanda = await world.bff.gql(world.tokens.wanda, reinvite, {
      input: { ...input, email: 'sue@outside.test', name: 'Sue Smith' },
    });
    expect(wanda.data?.reinvite.user).toMatchObject({ name: 'Sue Smith' });
  });

  it("refuses a user who joined: 'Cannot invite the user because the user joined already'", async () => {
    const input = { userId: world.users.vic, projectId: world.projectId, email: 'v@x.test' };
    await world.bff.gql(world.admin, saveProjectUser, {
      input: { projectId: world.projectId, userId: world.users.vic, roleId: 'viewer' },
    });
    const { answer, appended } = await world.appended(() =>
      world.bff.gql(world.tokens.mia, reinvite, { input }),
    );
    expect(firstError(answer).code).toBe('STATE_CONFLICT');
    expect(appended).toBe(false);
  });
});

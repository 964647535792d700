import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessWorld, saveProjectUser, startAccessWorld } from './member.fixture.ts';

const projectUsers = `query ($id: ID!) {
  projectUsers(projectId: $id) { userName lastLoginAt lastActivityAt } }`;
const invite = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { invited } }`;

describe('Last Login and Last Activity in the users lists', () => {
  let world: AccessWorld;
  beforeAll(async () => {
    world = await startAccessWorld();
  });
  afterAll(() => world?.bff.close());

  it("come from a member's sessions, and stay empty for someone who never signed in", async () => {
    const { bff, admin, users, tokens, projectId } = world;
    await bff.gql(admin, saveProjectUser, {
      input: { projectId, userId: users.eddie, roleId: 'editor' },
    });
    const input = { projectId, email: 'nina@rushes.test', name: 'Nina New', roleId: 'viewer' };
    expect((await bff.gql(admin, invite, { input })).data?.inviteUser.invited).toBe(true);
    const before = Date.now();
    await bff.gql(tokens.eddie, '{ currentUser { id } }');
    const answer = await bff.gql(tokens.mia, projectUsers, { id: projectId });
    const byName = Object.fromEntries(
      answer.data?.projectUsers.map((user: { userName: string }) => [user.userName, user]),
    );
    expect(byName['Nina New']).toMatchObject({ lastLoginAt: null, lastActivityAt: null });
    const eddie = byName['Eddie Editor'];
    expect(Date.parse(eddie.lastLoginAt)).toBeLessThanOrEqual(Date.parse(eddie.lastActivityAt));
    expect(Date.parse(eddie.lastActivityAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

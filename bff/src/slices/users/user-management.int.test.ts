import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessWorld, saveProjectUser, startAccessWorld } from '../members/member.fixture.ts';
import { firstError, type GraphQLAnswer } from '../test-bff.fixture.ts';

const users = `query ($first: Int, $after: String) {
  users(first: $first, after: $after) {
    edges { node { name } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const inspected = `query ($id: ID!) {
  node(id: $id) {
    ... on User {
      name email invitedAt lastLoginAt lastActivityAt
      invitedBy { name }
      projects { project { name } role { name } }
    }
  }
}`;
const invite = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { user { id } } }`;

const namesOf = (answer: GraphQLAnswer): string[] =>
  answer.data?.users.edges.map((edge: { node: { name: string } }) => edge.node.name);

describe('the users list and what the inspector shows of a user', () => {
  let world: AccessWorld;
  let ivy: string;

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, users, projectId } = world;
    await bff.gql(admin, saveProjectUser, {
      input: { projectId, userId: users.vic, roleId: 'viewer' },
    });
    const input = { email: 'ivy@rushes.test', name: 'Ivy Invitee', projectId, roleId: 'editor' };
    ivy = (await bff.gql(world.tokens.mia, invite, { input })).data?.inviteUser.user.id;
  }, 60_000);
  afterAll(() => world?.bff.close());

  it('lists everyone by name to a superuser', async () => {
    const answer = await world.bff.gql(world.admin, users);
    expect(namesOf(answer)).toEqual([
      'Admin',
      'Eddie Editor',
      'Ivy Invitee',
      'Mia Manager',
      'Otto Other',
      'Vic Viewer',
      'Wanda Admin',
    ]);
    expect(answer.data?.users.pageInfo.hasNextPage).toBe(false);
  });

  it('pages by the end cursor', async () => {
    const names: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const answer = await world.bff.gql(world.admin, users, { first: 3, after });
      names.push(...namesOf(answer));
      const { hasNextPage, endCursor } = answer.data?.users.pageInfo ?? {};
      if (!hasNextPage) break;
      after = endCursor;
    }
    expect(names).toHaveLength(7);
    expect(names).toEqual([...names].sort());
    const tooMany = await world.bff.gql(world.admin, users, { first: 1001 });
    expect(firstError(tooMany).code).toBe('VALIDATION_FAILED');
  });

  it('lists the members of the projects a manager or workspace admin edits, and its admins', async () => {
    const expected = ['Ivy Invitee', 'Vic Viewer', 'Wanda Admin'];
    expect(namesOf(await world.bff.gql(world.tokens.mia, users))).toEqual(expected);
    expect(namesOf(await world.bff.gql(world.tokens.wanda, users))).toEqual(expected);
  });

  it('is refused to those without a project to edit', async () => {
    expect(firstError(await world.bff.gql(world.tokens.vic, users)).code).toBe('FORBIDDEN');
    expect(firstError(await world.bff.gql(world.tokens.otto, users)).code).toBe('FORBIDDEN');
  });

  it('shows who invited a user, their sign-ins and their projects the viewer edits', async () => {
    const answer = await world.bff.gql(world.admin, inspected, { id: ivy });
    expect(answer.data?.node).toMatchObject({
      name: 'Ivy Invitee',
      email: 'ivy@rushes.test',
      invitedBy: { name: 'Mia Manager' },
      lastLoginAt: null,
      lastActivityAt: null,
      projects: [{ project: { name: 'Feature' }, role: { name: 'Editor' } }],
    });
    const vic = (await world.bff.gql(world.admin, inspected, { id: world.users.vic })).data?.node;
    expect(vic.lastLoginAt).not.toBeNull();
    expect(vic.invitedBy).toBeNull();
    const wanda = (await world.bff.gql(world.tokens.mia, inspected, { id: world.users.wanda })).data
      ?.node;
    expect(wanda.projects).toEqual([{ project: { name: 'Feature' }, role: { name: 'Admin' } }]);
  });

  it('shows nothing of a user to those the policy keeps from them', async () => {
    const answer = await world.bff.gql(world.tokens.vic, inspected, { id: ivy });
    expect(answer.data?.node).toBeNull();
  });
});

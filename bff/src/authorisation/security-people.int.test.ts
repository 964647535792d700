import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessWorld,
  saveProjectUser,
  saveWorkspaceUser,
  startAccessWorld,
} from '../slices/members/member.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const people = `query ($query: String!) { people(query: $query) { id name email } }`;
const user = `query ($id: ID!) { node(id: $id) { ... on User { id email createdAt } } }`;
const users = `{ users { edges { node { id email lastActivityAt } } } }`;

let world: AccessWorld;

beforeAll(async () => {
  world = await startAccessWorld();
  const { bff, admin, users: ids, projectId } = world;
  // Eddie is the Supervisor of "Feature" alone; Otto is Admin of another workspace only.
  const input = { projectId, userId: ids.eddie, roleId: 'supervisor' };
  expect((await bff.gql(admin, saveProjectUser, { input })).errors).toBeUndefined();
  const elsewhere = (await bff.gql(admin, createWorkspace, { input: { name: 'Elsewhere' } })).data
    ?.createWorkspace.workspace.id;
  const otto = { workspaceId: elsewhere, userId: ids.otto, isAdmin: true };
  expect((await bff.gql(admin, saveWorkspaceUser, { input: otto })).errors).toBeUndefined();
});

afterAll(() => world?.bff.close());

describe('people search reaches only those who share a workspace with the searcher', () => {
  it('shows a Supervisor of one project nobody of another workspace', async () => {
    const { bff, tokens, users: ids } = world;
    const found = await bff.gql(tokens.eddie, people, { query: 'otto' });
    expect(found).toEqual({ data: { people: [] } });
    const everyone = await bff.gql(tokens.eddie, people, { query: '.test' });
    expect(everyone.data?.people.map((person: { id: string }) => person.id)).not.toContain(
      ids.otto,
    );
    expect((await bff.gql(tokens.eddie, user, { id: ids.otto })).data).toEqual({ node: null });
    const listed = (await bff.gql(tokens.eddie, users)).data?.users.edges;
    expect(listed.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(ids.otto);
  });

  it('still finds the people of his own workspace, with their e-mail', async () => {
    const { bff, tokens, users: ids } = world;
    expect(await bff.gql(tokens.eddie, people, { query: 'wanda' })).toEqual({
      data: { people: [{ id: ids.wanda, name: 'Wanda Admin', email: 'wanda@rushes.test' }] },
    });
    expect((await bff.gql(tokens.eddie, user, { id: ids.mia })).data?.node).toMatchObject({
      email: 'mia@rushes.test',
    });
  });

  it('lets a superuser find everyone', async () => {
    const { bff, admin, users: ids } = world;
    expect(await bff.gql(admin, people, { query: 'otto' })).toEqual({
      data: { people: [{ id: ids.otto, name: 'Otto Other', email: 'otto@elsewhere.test' }] },
    });
  });
});

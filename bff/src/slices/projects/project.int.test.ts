import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';

const createProject = `
  mutation ($input: CreateProjectInput!) {
    createProject(input: $input) {
      project {
        id name ttl
        workspace { name }
        manager { name }
        createdBy { name }
        rootFolder { name isRoot ttl parent { id } }
        allowedTo { edit delete }
      }
      projectEdge { cursor node { name } }
    }
  }`;
const projects = `
  query ($first: Int, $after: String) {
    projects(first: $first, after: $after) {
      edges { cursor node { name } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }`;
const project = 'query ($id: ID!) { project(id: $id) { name allowedTo { edit delete } } }';

describe('projects', () => {
  let bff: TestBff;
  let token: string;
  let managerToken: string;
  let otherToken: string;
  let input: { workspaceId: string; managerId: string };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    managerToken = await bff.tokenFor(manager);
    otherToken = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    const workspaces = await bff.gql(token, '{ workspaces { id } }');
    const workspaceId = workspaces.data?.workspaces[0].id;
    input = { workspaceId, managerId: toGlobalId('User', manager.userId) };
  });
  afterAll(() => bff?.close());

  it('creates a project with its root folder, in the default workspace', async () => {
    const answer = await bff.gql(token, createProject, { input: { ...input, name: ' Feature ' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createProject.project).toMatchObject({
      name: 'Feature',
      // a client keeps both 5 minutes before it reloads them on coming back to the page
      ttl: 300,
      workspace: { name: 'Default' },
      manager: { name: 'Mia Manager' },
      createdBy: { name: 'Admin' },
      rootFolder: { name: 'Feature', isRoot: true, ttl: 300, parent: null },
      allowedTo: { edit: true, delete: true },
    });
    expect(answer.data?.createProject.projectEdge.node).toEqual({ name: 'Feature' });
  });

  it('refuses a title another project holds', async () => {
    const answer = await bff.gql(token, createProject, { input: { ...input, name: 'feature' } });
    expect(firstError(answer)).toEqual({
      code: 'NAME_CONFLICT',
      data: { field: 'name', entity: 'project' },
    });
  });

  it('gives the spec messages for a missing title, workspace or manager', async () => {
    const failure = async (overrides: Record<string, string>) =>
      firstError(
        await bff.gql(token, createProject, { input: { ...input, name: 'X', ...overrides } }),
      );
    expect(await failure({ name: ' ' })).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'name', rule: 'required' },
    });
    expect(await failure({ workspaceId: '' })).toEqual({
      code: 'VALIDATION_FAILED',
      data: {
        field: 'workspaceId',
        rule: 'required',
      },
    });
    const nobody = toGlobalId('User', '00000000-0000-4000-8000-000000000000');
    expect(await failure({ managerId: nobody })).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'managerId', rule: 'required' },
    });
  });

  it('pages through projects newest first', async () => {
    for (const name of ['Second', 'Third']) {
      await bff.gql(token, createProject, { input: { ...input, name } });
    }
    const first = await bff.gql(token, projects, { first: 2 });
    const page = first.data?.projects;
    expect(page.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      'Third',
      'Second',
    ]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await bff.gql(token, projects, { first: 2, after: page.pageInfo.endCursor });
    expect(next.data?.projects.edges).toEqual([
      expect.objectContaining({ node: { name: 'Feature' } }),
    ]);
    expect(next.data?.projects.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('shows a manager their projects and hides them from everyone else', async () => {
    const mine = await bff.gql(managerToken, projects);
    expect(mine.data?.projects.edges).toHaveLength(3);
    const theirs = await bff.gql(otherToken, projects);
    expect(theirs.data?.projects.edges).toEqual([]);
  });

  it('answers project(id) for those who may see it, with their rights', async () => {
    const created = await bff.gql(token, createProject, { input: { ...input, name: 'Visible' } });
    const id = created.data?.createProject.project.id;
    expect((await bff.gql(managerToken, project, { id })).data?.project).toEqual({
      name: 'Visible',
      allowedTo: { edit: true, delete: false },
    });
    expect((await bff.gql(otherToken, project, { id })).data?.project).toBeNull();
    const node = 'query ($id: ID!) { node(id: $id) { ... on Project { name } } }';
    expect((await bff.gql(managerToken, node, { id })).data?.node).toEqual({ name: 'Visible' });
    expect((await bff.gql(otherToken, node, { id })).data?.node).toBeNull();
  });

  it('lets only superusers create projects', async () => {
    const answer = await bff.gql(managerToken, createProject, {
      input: { ...input, name: 'Nope' },
    });
    expect(firstError(answer).code).toBe('FORBIDDEN');
  });
});

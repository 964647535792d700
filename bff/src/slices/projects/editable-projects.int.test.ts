import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessWorld,
  createProject,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const projects = `query ($first: Int, $after: String, $editable: Boolean) {
  projects(first: $first, after: $after, orderBy: TITLE_ASC, editable: $editable) {
    edges { node { name allowedTo { edit } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Listed {
  name: string;
  allowedTo: { edit: boolean };
}

/**
 * Besides "Feature" (Mia manages it, Wanda is Admin of its workspace, Vic a Viewer there), Eddie
 * is Supervisor of "Alpha" and Editor of "Beta" in the same workspace, and manages "Gamma" in
 * another one.
 */
describe('the projects a viewer may edit (Select Project, the users screens)', () => {
  let world: AccessWorld;

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, users, workspaceId } = world;
    const gql = async (query: string, input: Record<string, unknown>) => {
      const answer = await bff.gql(admin, query, { input });
      expect(answer.errors).toBeUndefined();
      return answer.data;
    };
    const project = async (name: string, managerId: string, inWorkspace = workspaceId) =>
      (await gql(createProject, { workspaceId: inWorkspace, name, managerId }))?.createProject
        .project.id;
    const alpha = await project('Alpha', users.mia);
    const beta = await project('Beta', users.mia);
    const elsewhere = (await gql(createWorkspace, { name: 'Elsewhere' }))?.createWorkspace.workspace
      .id;
    await project('Gamma', users.eddie, elsewhere);
    await gql(saveProjectUser, { projectId: alpha, userId: users.eddie, roleId: 'supervisor' });
    await gql(saveProjectUser, { projectId: beta, userId: users.eddie, roleId: 'editor' });
    await gql(saveProjectUser, {
      projectId: world.projectId,
      userId: users.vic,
      roleId: 'viewer',
    });
  }, 60_000);
  afterAll(() => world?.bff.close());

  /** Every project the list gives `token`, `first` at a time. */
  async function everyPage(token: string, editable: boolean, first = 1): Promise<Listed[]> {
    const listed: Listed[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const answer = await world.bff.gql(token, projects, { first, after, editable });
      expect(answer.errors).toBeUndefined();
      const { edges, pageInfo } = answer.data?.projects ?? {};
      listed.push(...edges.map((edge: { node: Listed }) => edge.node));
      const { hasNextPage, endCursor } = pageInfo;
      if (!hasNextPage) break;
      after = endCursor;
    }
    return listed;
  }
  const names = (listed: Listed[]) => listed.map((project) => project.name);

  it('pages through only those, whatever else the viewer is in', async () => {
    const eddie = world.tokens.eddie;
    expect(names(await everyPage(eddie, false))).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(names(await everyPage(eddie, true))).toEqual(['Alpha', 'Gamma']);
    expect(names(await everyPage(world.tokens.wanda, true))).toEqual(['Alpha', 'Beta', 'Feature']);
    expect(names(await everyPage(world.tokens.vic, true))).toEqual([]);
    expect(names(await everyPage(world.admin, true, 2))).toEqual([
      'Alpha',
      'Beta',
      'Feature',
      'Gamma',
    ]);
  });

  it('lists exactly the projects whose allowedTo says the viewer edits them', async () => {
    for (const token of [...Object.values(world.tokens), world.admin]) {
      const held = await everyPage(token, false, 50);
      const edited = held.filter((project) => project.allowedTo.edit);
      expect(await everyPage(token, true, 50)).toEqual(edited);
    }
  });
});

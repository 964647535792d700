import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { commitsAfter, firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';

const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
const updateProject = `mutation ($input: UpdateProjectInput!) {
  updateProject(input: $input) {
    project {
      name production director dop crew shootingStart shootingEnd manager { name }
      rootFolder { name } settings { slateFormat } size
    }
  } }`;
const updateSettings = `mutation ($input: UpdateProjectSettingsInput!) {
  updateProjectSettings(input: $input) { project { settings { slateFormat } } } }`;
const changeWorkspace = `mutation ($input: ChangeProjectWorkspaceInput!) {
  changeProjectWorkspace(input: $input) { project { workspace { name } } } }`;
const deleteProject = `mutation ($input: DeleteProjectInput!) {
  deleteProject(input: $input) { deletedProjectId } }`;
const names = `query ($orderBy: ProjectOrder, $first: Int, $after: String) {
  projects(orderBy: $orderBy, first: $first, after: $after) {
    edges { node { name } } pageInfo { endCursor hasNextPage } } }`;

describe('project settings', () => {
  let bff: TestBff;
  let token: string;
  let managerToken: string;
  let workspaceId: string;
  let managerId: string;
  let id: string;

  const create = async (name: string) =>
    (await bff.gql(token, createProject, { input: { workspaceId, managerId, name } })).data
      ?.createProject.project;
  const update = (fields: Record<string, unknown>, as = token) =>
    bff.gql(as, updateProject, { input: { id, ...fields } });
  /** The answer's error, and whether the call appended anything to the log. */
  const refusal = async (call: () => Promise<Parameters<typeof firstError>[0]>) => {
    const before = await bff.services.store.headSeq();
    const error = firstError(await call());
    return { ...error, appended: (await bff.services.store.headSeq()) !== before };
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    managerToken = await bff.tokenFor(manager);
    managerId = toGlobalId('User', manager.userId);
    workspaceId = (await bff.gql(token, '{ workspaces { id } }')).data?.workspaces[0].id;
    id = (await create('Feature')).id;
  });
  afterAll(() => bff?.close());

  it('changes only the fields sent, trimmed, and renames the root folder', async () => {
    const before = await bff.services.store.headSeq();
    const answer = await update({
      name: ' Feature Film ',
      production: 'Northern Lights',
      crew: [' Alan ', 'Grace'],
      shootingStart: '2026-12-01',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateProject.project).toEqual({
      name: 'Feature Film',
      production: 'Northern Lights',
      director: '',
      dop: '',
      crew: ['Alan', 'Grace'],
      shootingStart: '2026-12-01',
      shootingEnd: null,
      manager: { name: 'Mia Manager' },
      rootFolder: { name: 'Feature Film' },
      settings: { slateFormat: 'SCENE_SHOT_TAKE' },
      size: 0,
    });
    const [commit] = await commitsAfter(bff.services.store, before);
    expect(commit?.events.map((event) => event.data)).toEqual([
      {
        id: expect.any(String),
        name: 'Feature Film',
        production: 'Northern Lights',
        crew: ['Alan', 'Grace'],
        shootingStart: '2026-12-01',
      },
    ]);
    const cleared = await update({ shootingStart: '' });
    expect(cleared.data?.updateProject.project.shootingStart).toBeNull();
  });

  it('refuses bad input with a code, appending nothing', async () => {
    const rule = (field: string, name: string) => ({
      code: 'VALIDATION_FAILED',
      data: { field, rule: name },
      appended: false,
    });
    expect(await refusal(() => update({ name: '' }))).toEqual(rule('name', 'required'));
    expect(await refusal(() => update({ name: ' \t ' }))).toEqual(rule('name', 'required'));
    expect(await refusal(() => update({ name: 'x'.repeat(501) }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      appended: false,
    });
    for (const day of ['2026/12/01', '2026-02-30', 'tomorrow']) {
      expect(await refusal(() => update({ shootingEnd: day }))).toEqual(
        rule('shootingEnd', 'date'),
      );
    }
    const slate = { input: { id, slateFormat: 'TAKE_ONLY' } };
    expect(await refusal(() => bff.gql(token, updateSettings, slate))).toEqual(
      rule('slateFormat', 'oneOf'),
    );
  });

  it('answers a title another project holds with NAME_CONFLICT, and frees a renamed one', async () => {
    await create('Documentary');
    expect(await refusal(() => update({ name: 'documentary' }))).toEqual({
      code: 'NAME_CONFLICT',
      data: { field: 'name', entity: 'project' },
      appended: false,
    });
    // "Feature" was given up by the rename above.
    expect(await create('Feature')).toBeDefined();
  });

  it('changes the slate format', async () => {
    const answer = await bff.gql(token, updateSettings, {
      input: { id, slateFormat: 'SCENE_TAKE_CAMERA_ANGLE' },
    });
    expect(answer.data?.updateProjectSettings.project.settings.slateFormat).toBe(
      'SCENE_TAKE_CAMERA_ANGLE',
    );
  });

  it('pages by title both ways', async () => {
    const page = async (orderBy: string, after?: string) =>
      (await bff.gql(token, names, { orderBy, first: 2, after })).data?.projects;
    const first = await page('TITLE_ASC');
    const second = await page('TITLE_ASC', first.pageInfo.endCursor);
    const titles = [...first.edges, ...second.edges].map((edge) => edge.node.name);
    expect(titles).toEqual(['Documentary', 'Feature', 'Feature Film']);
    const last = await page('TITLE_DESC');
    expect(last.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      'Feature Film',
      'Feature',
    ]);
  });

  it('lets the manager edit but neither move nor delete', async () => {
    expect((await update({ director: 'Ada' }, managerToken)).errors).toBeUndefined();
    const input = { id, workspaceId };
    expect(await refusal(() => bff.gql(managerToken, changeWorkspace, { input }))).toMatchObject({
      code: 'FORBIDDEN',
      appended: false,
    });
    expect(await refusal(() => bff.gql(managerToken, deleteProject, { input: { id } }))).toEqual({
      code: 'FORBIDDEN',
      data: null,
      appended: false,
    });
  });

  it('moves a project to another workspace', async () => {
    const other = await bff.gql(
      token,
      'mutation ($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { workspace { id } } }',
      { input: { name: 'Commercials' } },
    );
    const input = { id, workspaceId: other.data?.createWorkspace.workspace.id };
    const moved = await bff.gql(token, changeWorkspace, { input });
    expect(moved.data?.changeProjectWorkspace.project.workspace).toEqual({ name: 'Commercials' });
    const nowhere = { id, workspaceId: toGlobalId('Workspace', crypto.randomUUID()) };
    expect(await refusal(() => bff.gql(token, changeWorkspace, { input: nowhere }))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'workspaceId', rule: 'required' },
      appended: false,
    });
  });

  it('deletes a project: it leaves the lists and its folders, and its title is free', async () => {
    const doomed = await create('Doomed');
    const answer = await bff.gql(token, deleteProject, { input: { id: doomed.id } });
    expect(answer.data?.deleteProject.deletedProjectId).toBe(doomed.id);
    const listed = (await bff.gql(token, names, {})).data?.projects.edges;
    expect(listed.map((edge: { node: { name: string } }) => edge.node.name)).not.toContain(
      'Doomed',
    );
    const project = 'query ($id: ID!) { project(id: $id) { id } }';
    expect((await bff.gql(token, project, { id: doomed.id })).data?.project).toBeNull();
    const folder = 'query ($id: ID!) { folder(id: $id) { id } }';
    expect((await bff.gql(token, folder, { id: doomed.rootFolder.id })).data?.folder).toBeNull();
    expect(
      await refusal(() => bff.gql(token, deleteProject, { input: { id: doomed.id } })),
    ).toEqual({ code: 'NOT_FOUND', data: { field: 'id', entity: 'project' }, appended: false });
    expect(await create('Doomed')).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';

const createWorkspace = `
  mutation ($input: CreateWorkspaceInput!) {
    createWorkspace(input: $input) {
      workspace { id name isDefault canEdit allowedTo { edit delete upload } }
      clientMutationId
    }
  }`;
const workspaces = '{ workspaces { name isDefault } }';

describe('workspaces', () => {
  let bff: TestBff;
  let token: string;

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
  });
  afterAll(() => bff?.close());

  it('starts with the default workspace', async () => {
    const answer = await bff.gql(token, workspaces);
    expect(answer.data?.workspaces).toEqual([{ name: 'Default', isDefault: true }]);
  });

  it('creates a workspace that the list shows at once, after the default one', async () => {
    const answer = await bff.gql(token, createWorkspace, { input: { name: '  Commercials ' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createWorkspace.workspace).toMatchObject({
      name: 'Commercials',
      isDefault: false,
      canEdit: true,
      allowedTo: { edit: true, delete: true, upload: true },
    });
    const list = await bff.gql(token, workspaces);
    expect(list.data?.workspaces).toEqual([
      { name: 'Default', isDefault: true },
      { name: 'Commercials', isDefault: false },
    ]);
  });

  it('refuses a name another workspace holds, whatever its case', async () => {
    const answer = await bff.gql(token, createWorkspace, { input: { name: 'COMMERCIALS' } });
    expect(firstError(answer)).toEqual({
      code: 'NAME_CONFLICT',
      data: { field: 'name', entity: 'workspace' },
    });
  });

  it('requires a name, with the spec message', async () => {
    const answer = await bff.gql(token, createWorkspace, { input: { name: '   ' } });
    expect(firstError(answer)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'name', rule: 'required' },
    });
  });

  it('creates once when a mutation is retried with its clientMutationId', async () => {
    const input = { name: 'Features', clientMutationId: 'retry-1' };
    const first = await bff.gql(token, createWorkspace, { input });
    const again = await bff.gql(token, createWorkspace, { input });
    expect(again.errors).toBeUndefined();
    expect(again.data?.createWorkspace).toEqual(first.data?.createWorkspace);
    expect(again.data?.createWorkspace.clientMutationId).toBe('retry-1');
  });

  it('lets only superusers create workspaces and shows others no workspace', async () => {
    const other = await bff.tokenFor(await bff.addUser('Otto', 'otto@rushes.test'));
    const answer = await bff.gql(other, createWorkspace, { input: { name: 'Mine' } });
    expect(firstError(answer).code).toBe('FORBIDDEN');
    expect((await bff.gql(other, workspaces)).data?.workspaces).toEqual([]);
  });

  it('resolves a workspace as a node', async () => {
    const created = await bff.gql(token, createWorkspace, { input: { name: 'Nodes' } });
    const id = created.data?.createWorkspace.workspace.id;
    const answer = await bff.gql(
      token,
      'query ($id: ID!) { node(id: $id) { ... on Workspace { name } } }',
      { id },
    );
    expect(answer.data?.node).toEqual({ name: 'Nodes' });
  });
});

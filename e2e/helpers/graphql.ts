import { type APIRequestContext, expect } from '@playwright/test';
import { admin } from '../fixtures.ts';
import { uniqueName } from './names.ts';

/** A GraphQL call as the first administrator, who signs in through the API. */
export async function asAdmin(request: APIRequestContext) {
  const signedIn = await request.post('/v2/login', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signedIn.status()).toBe(200);
  const { token } = await signedIn.json();
  // biome-ignore lint/suspicious/noExplicitAny: the journey walks answers it checks as it goes
  return async (query: string, input?: Record<string, unknown>): Promise<any> => {
    const response = await request.post('/v2/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query, variables: input ? { input } : {} },
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
}

export const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
export const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
export const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;

type AdminGql = Awaited<ReturnType<typeof asAdmin>>;

/** A project in a workspace of its own, managed by the administrator: its id and root folder. */
export async function createManagedProject(
  gql: AdminGql,
  name: string,
): Promise<{ id: string; rootFolder: { id: string } }> {
  const { currentUser } = await gql('{ currentUser { id } }');
  const workspace = (await gql(createWorkspace, { name: uniqueName('Studio') })).createWorkspace
    .workspace;
  const input = { workspaceId: workspace.id, name, managerId: currentUser.id };
  return (await gql(createProject, input)).createProject.project;
}

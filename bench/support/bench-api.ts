import { benchAdmin } from './bench-bff.ts';

/** A GraphQL operation over HTTP as the signed-in admin; rejects when the answer has errors. */
export type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

interface GraphQLBody<T> {
  data?: T;
  errors?: unknown[];
}

type Credentials = { email: string; password: string };

async function login(origin: string, who: Credentials): Promise<string> {
  const response = await fetch(`${origin}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return (JSON.parse(await response.text()) as { token: string }).token;
}

const lapsed = (errors: unknown[] | undefined) =>
  errors?.some(
    (error) => (error as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED',
  ) ?? false;

/**
 * Signs the bench admin (or `who`) in over `POST /v2/login`; the access token and a GraphQL
 * caller, which signs in again when the token lapsed (a long load outlasts it).
 */
export async function signIn(
  origin: string,
  who: Credentials = benchAdmin,
): Promise<{ token: string; gql: Gql }> {
  const first = await login(origin, who);
  let token = first;
  const gql: Gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await fetch(`${origin}/v2/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body: GraphQLBody<T> = JSON.parse(await answer.text());
      if (attempt === 1 && lapsed(body.errors)) {
        token = await login(origin, who);
        continue;
      }
      if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
      return body.data;
    }
  };
  return { token: first, gql };
}

/** A new project managed by the admin in the first workspace; its id and root folder's. */
export async function createBenchProject(gql: Gql, name: string) {
  const { currentUser, workspaces } = await gql<{
    currentUser: { id: string };
    workspaces: { id: string }[];
  }>('{ currentUser { id } workspaces { id } }');
  const { createProject } = await gql<{
    createProject: { project: { id: string; rootFolder: { id: string } } };
  }>(
    `mutation ($input: CreateProjectInput!) {
      createProject(input: $input) { project { id rootFolder { id } } }
    }`,
    { input: { workspaceId: workspaces[0]?.id, managerId: currentUser.id, name } },
  );
  return { projectId: createProject.project.id, rootFolderId: createProject.project.rootFolder.id };
}

/** The uuid inside a global id (base64 of `<Type>:<uuid>`). */
export const uuidOf = (globalId: string) =>
  Buffer.from(globalId, 'base64').toString('utf8').split(':')[1] ?? '';

export const startUploadMutation = `
  mutation ($input: StartUploadInput!) {
    startUpload(input: $input) { upload { id partSize urls } }
  }`;

export const finalizeUploadMutation = `
  mutation ($input: FinalizeUploadInput!) {
    finalizeUpload(input: $input) { processed asset { id } version { id size } }
  }`;

export interface StartedUpload {
  id: string;
  partSize: number;
  urls: string[];
}

export interface FinalizedUpload {
  processed: boolean;
  asset: { id: string };
  version: { id: string; size: number };
}

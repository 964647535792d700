import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDiskStorage } from '@rushes/storage';
import { commitsAfter } from '../slices/test-bff.fixture.ts';
import { admin, login, startTestApp, testSecret } from '../test-app.fixture.ts';

const world = `
  mutation ($workspace: CreateWorkspaceInput!) {
    createWorkspace(input: $workspace) { workspace { id } }
  }`;
const project = `
  mutation ($input: CreateProjectInput!) {
    createProject(input: $input) { project { id rootFolder { id } } }
  }`;

/**
 * A BFF for hostile requests: its media on a folder the test reads, the first superuser signed
 * in, a workspace with a project; `post` sends any body to `/v2/graphql`, `headSeq` and
 * `appendedSince` tell whether the log grew.
 */
export async function startHostileWorld(env: Record<string, string> = {}) {
  const storageRoot = await mkdtemp(join(tmpdir(), 'rushes-hostile-'));
  const storage = createLocalDiskStorage({
    root: storageRoot,
    publicBaseUrl: '',
    signingSecret: testSecret,
  });
  const testApp = await startTestApp(
    { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password, ...env },
    { storage },
  );
  const { app } = testApp;
  const token = (await login(app, admin.email, admin.password)).json<{ token: string }>().token;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v2/graphql',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  // biome-ignore lint/suspicious/noExplicitAny: tests walk answers freely; assertions check them
  const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<any> =>
    (await post({ query, variables })).json();
  const workspace = await gql(world, { workspace: { name: 'Hostile' } });
  const workspaceId: string = workspace.data.createWorkspace.workspace.id;
  const me = (await gql('{ currentUser { id } }')).data.currentUser.id as string;
  const made = await gql(project, { input: { workspaceId, name: 'Target', managerId: me } });
  return {
    app,
    token,
    post,
    gql,
    ids: {
      me,
      workspaceId,
      projectId: made.data.createProject.project.id as string,
      folderId: made.data.createProject.project.rootFolder.id as string,
    },
    headSeq: () => app.services.store.headSeq(),
    /**
     * Whether anything but the record of a refused sign-in (which a refusal appends on purpose)
     * was appended after `before`.
     */
    async appendedSince(before: number): Promise<boolean> {
      if ((await app.services.store.headSeq()) === before) return false;
      const commits = await commitsAfter(app.services.store, before);
      return commits.some((commit) => !commit.stream.startsWith('sign-in.'));
    },
    /** The folder the local disk keeps media and multipart uploads in. */
    storageRoot,
    storage,
    /** Multipart uploads left in storage (the local disk keeps one folder each). */
    multipartFolders: () => readdir(join(storageRoot, 'multipart')).catch(() => []),
    async close() {
      await testApp.close();
      await rm(storageRoot, { recursive: true, force: true });
    },
  };
}

export type HostileWorld = Awaited<ReturnType<typeof startHostileWorld>>;

import { randomUUID } from 'node:crypto';
import { admin, startTestBff, type TestBff } from '@rushes/bff/testing';
import type { HelperTransfer, TransferSpec } from '@rushes/rules';
import { expect } from 'vitest';
import { call } from './helper.fixture.ts';
import { isFinished } from './transfers.ts';

export const MiB = 1024 * 1024;
/** The BFF's smallest part, which a file of some tens of MiB is sent in. */
export const PART = 8 * MiB;

/** Bytes that differ from part to part; `seed` makes other bytes of the same size. */
export function bytesOf(size: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + seed + Math.floor(i / PART)) % 251;
  return bytes;
}

/**
 * The first superuser signed in over HTTP, as a person would, and who they are. A session
 * started while the app is still settling may end at once: it signs in again then.
 */
async function signIn(bff: TestBff, origin: string) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${origin}/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await response.json()) as { token: string };
    const ids = await bff.gql(token, '{ currentUser { id } workspaces { id } }');
    if (!ids.errors || attempt >= 10) return { token, ids };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The real BFF (its test app) listening on the loopback, as the helper reaches Rushes, with a
 * project of its first superuser to upload into.
 */
export async function startRushes(adapters: Parameters<typeof startTestBff>[0] = {}) {
  const bff = await startTestBff(adapters);
  const origin = await bff.app.listen({ host: '127.0.0.1', port: 0 });
  const { token, ids } = await signIn(bff, origin);
  const created = await bff.gql(
    token,
    'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id rootFolder { id } } } }',
    {
      input: {
        workspaceId: ids.data?.workspaces[0].id,
        managerId: ids.data?.currentUser.id,
        name: 'Rushes from set',
      },
    },
  );
  expect(created.errors).toBeUndefined();
  const projectId: string = created.data?.createProject.project.id;
  const folderId: string = created.data?.createProject.project.rootFolder.id;

  /** A signed URL of the asset's file, as a browser's download gets it. */
  async function downloadUrl(assetId: string): Promise<string> {
    const answer = await bff.gql(
      token,
      'mutation ($input: RequestDownloadInput!) { requestDownload(input: $input) { url } }',
      { input: { projectId, assetIds: [assetId] } },
    );
    expect(answer.errors).toBeUndefined();
    return new URL(answer.data?.requestDownload.url, origin).href;
  }

  /**
   * The transfer token as the page hands it to the helper. Until `asperaUploadToken` issues
   * `rtt_…` tokens, a signed-in session's access token is the bearer.
   */
  const specOf = (direction: TransferSpec['direction'], remoteHost = origin): TransferSpec => ({
    direction,
    remote_host: remoteHost,
    remote_user: 'rushes',
    ssh_port: 0,
    authentication: 'token',
    token,
    destination_root: '/',
    source_root: '/',
    target_rate_kbps: 0,
    paths: [],
    tags: { transfer_id: randomUUID() },
  });

  return {
    bff,
    origin,
    /** The signed-in superuser's access token. */
    token,
    projectId,
    folderId,
    downloadUrl,
    /** The bytes Rushes keeps of an asset. */
    assetBytes: async (assetId: string) =>
      Buffer.from(await (await fetch(await downloadUrl(assetId))).arrayBuffer()),
    specOf,
    /** `POST /v1/transfers`' body for an upload of `paths` into the project's root folder. */
    uploadOf: (paths: string[]) => ({
      direction: 'upload' as const,
      spec: specOf('send'),
      ...{ projectId, folderId, assetId: null, paths },
    }),
    /** `POST /v1/transfers`' body for a download, its files named by Rushes at `remoteHost`. */
    downloadOf: (destination: string, remoteHost: string) => ({
      direction: 'download' as const,
      spec: specOf('receive', remoteHost),
      ...{ projectId, destination },
    }),
    close: () => bff.close(),
  };
}

export type TestRushes = Awaited<ReturnType<typeof startRushes>>;

/** The transfer once it finished, as `GET /v1/transfers` lists it. */
export async function finished(
  helper: { port: number },
  secret: string,
  id: string,
): Promise<HelperTransfer> {
  let found: HelperTransfer | undefined;
  await expect
    .poll(
      async () => {
        const { body } = await call(helper, 'GET', '/v1/transfers', { secret });
        found = (body as HelperTransfer[]).find((transfer) => transfer.id === id);
        return found && isFinished(found.state);
      },
      { timeout: 90_000, interval: 200 },
    )
    .toBe(true);
  return found as HelperTransfer;
}

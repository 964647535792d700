import { setTimeout as sleep } from 'node:timers/promises';
import { admin, startTestBff, type TestBff } from '@rushes/bff/testing';
import { type HelperTransfer, type TransferSpec, transferSpecOf } from '@rushes/rules';
import { freeLoopbackPort } from '@rushes/runtime';
import { expect } from 'vitest';
import { filesToSend } from './files/local-files.ts';
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

const transferToken = `transferToken {
  direction remoteHost remoteUser sshPort authentication token destinationRoot sourceRoot
  targetRateKbps paths { source destination } tags { transferId } engineUrl
}`;

/**
 * The real BFF (its test app) listening on the loopback, as the helper reaches Rushes, with a
 * project of its first superuser to upload into, on a Rushes transfer server (`endpoint`: its
 * server beside storage, for UFTP). The transfer tokens name Rushes by RUSHES_PUBLIC_URL: the
 * BFF listens there.
 */
export async function startRushes(
  adapters: Parameters<typeof startTestBff>[0] = {},
  transferServer: { endpoint?: string } = {},
  env: Record<string, string> = {},
) {
  const origin = `http://127.0.0.1:${await freeLoopbackPort()}`;
  const server = { name: 'Rushes Transfer', storagePrefix: '', kind: 'rushes', ...transferServer };
  const bff = await startTestBff(adapters, {
    RUSHES_PUBLIC_URL: origin,
    RUSHES_TRANSFER_SERVERS: JSON.stringify([server]),
    ...env,
  });
  await bff.app.listen({ host: '127.0.0.1', port: Number(new URL(origin).port) });
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

  /** The transfer token the page asks for (`asperaUploadToken`…), as it hands it to the helper. */
  async function specOf(
    mutation: 'asperaUploadToken' | 'asperaDownloadToken',
    input: object,
  ): Promise<TransferSpec> {
    const inputType = `${mutation[0]?.toUpperCase()}${mutation.slice(1)}Input`;
    const answer = await bff.gql(
      token,
      `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${transferToken} } }`,
      { input },
    );
    expect(answer.errors).toBeUndefined();
    return transferSpecOf(answer.data?.[mutation].transferToken);
  }

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
    /**
     * `POST /v1/transfers`' body for an upload of `paths` into the project's root folder, with a
     * token for their files, named and sized as the helper sends them.
     */
    uploadOf: async (paths: string[]) => {
      const files = (await filesToSend(paths)).map(({ name, size }) => ({ name, size }));
      const spec = await specOf('asperaUploadToken', { folderId, files });
      return { direction: 'upload' as const, spec, projectId, folderId, assetId: null, paths };
    },
    /** `POST /v1/transfers`' body for a download of the assets into `destination`. */
    downloadOf: async (destination: string, assetIds: string[]) => {
      const spec = await specOf('asperaDownloadToken', { projectId, assetIds });
      return { direction: 'download' as const, spec, projectId, destination };
    },
    close: () => bff.close(),
  };
}

export type TestRushes = Awaited<ReturnType<typeof startRushes>>;

/** The transfer once it finished, as `GET /v1/transfers` lists it (in a test or a `beforeAll`). */
export async function finished(
  helper: { port: number },
  secret: string,
  id: string,
): Promise<HelperTransfer> {
  for (const deadline = Date.now() + 90_000; ; await sleep(200)) {
    const { body } = await call(helper, 'GET', '/v1/transfers', { secret });
    const found = (body as HelperTransfer[]).find((transfer) => transfer.id === id);
    if (found && isFinished(found.state)) return found;
    if (Date.now() > deadline) throw new Error(`unfinished: ${JSON.stringify(found)}`);
  }
}

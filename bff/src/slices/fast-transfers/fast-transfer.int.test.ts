import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import {
  importMetadataFile,
  startMetadataUploadMutation,
} from '../metadata-import/metadata-upload.fixture.ts';
import { commitsAfter, firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { putParts, uploadFile } from '../uploads/upload.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';
import { type NodeApiStandIn, startNodeApiStandIn } from './aspera-node.fixture.ts';

const MiB = 1024 * 1024;

const uploadToken = `mutation ($input: AsperaUploadTokenInput!) {
  asperaUploadToken(input: $input) {
    transferToken {
      kind direction remoteHost remoteUser sshPort authentication token destinationRoot
      sourceRoot targetRateKbps paths { source destination } tags { transferId } expiresAt
      engineUrl
    }
    clientMutationId
  }
}`;
const downloadToken = `mutation ($input: AsperaDownloadTokenInput!) {
  asperaDownloadToken(input: $input) {
    transferToken { kind direction token sourceRoot destinationRoot paths { source destination } }
  }
}`;
const startUpload = `mutation ($input: StartUploadInput!) {
  startUpload(input: $input) { upload { id partSize urls } } }`;
const finalizeV2 = `mutation ($input: FinalizeUploadInput!) {
  finalizeUploadV2(input: $input) { finalization { status } } }`;
const finalization = `query ($id: ID!) {
  uploadFinalization(uploadId: $id) {
    status asset { id name } version { id filename size } job { id state }
  }
}`;
const transferFiles = '{ transferFiles { path size url etag partSize } }';
const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
const updateProject = `mutation ($input: UpdateProjectInput!) {
  updateProject(input: $input) { project { id } } }`;
const kindOf = 'query ($id: ID!) { project(id: $id) { transferServerKind } }';

describe('fast transfers', () => {
  let bff: TestBff;
  let node: NodeApiStandIn;
  let europeRoot: string;
  let mia: { userId: string; isSuperuser: boolean };
  let miaToken: string;
  let feature: { projectId: string; rootId: string };
  let day3: string;
  let sound: string;

  const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    bff.gql(token, query, variables);

  /** A project of Mia's on the storage with `storagePrefix`, with a folder; made by the superuser. */
  async function projectOn(name: string, storagePrefix: string, folderName: string) {
    const workspaceId = (await gql(bff.adminToken, '{ workspaces { id } }')).data?.workspaces[0].id;
    const managerId = toGlobalId('User', mia.userId);
    const input = { workspaceId, name, managerId, storagePrefix };
    const made = await gql(bff.adminToken, createProject, { input });
    expect(made.errors).toBeUndefined();
    const project = made.data?.createProject.project;
    const folder = (
      await gql(bff.adminToken, createFolder, {
        input: { parentId: project.rootFolder.id, name: folderName },
      })
    ).data?.createFolder.folder.id;
    return { projectId: project.id as string, rootId: project.rootFolder.id as string, folder };
  }

  /** Whether a call by `token` appended nothing: the refused append nothing. */
  async function appendsNothing(token: string, query: string, variables = {}) {
    const before = await bff.services.store.headSeq();
    const answer = await gql(token, query, variables);
    expect(await bff.services.store.headSeq()).toBe(before);
    return answer;
  }

  beforeAll(async () => {
    node = await startNodeApiStandIn();
    europeRoot = await mkdtemp(join(tmpdir(), 'rushes-fast-'));
    bff = await startTestBff(
      {},
      {
        RUSHES_PUBLIC_URL: 'https://rushes.example.com/',
        RUSHES_STORAGES: JSON.stringify([
          { name: 'Main', prefix: '' },
          { name: 'Europe', prefix: 'eu', root: europeRoot },
        ]),
        RUSHES_TRANSFER_SERVERS: JSON.stringify([
          {
            ...{ name: 'Rushes Transfer', storagePrefix: '', kind: 'rushes' },
            ...{ targetRateKbps: 80_000, endpoint: 'https://transfer.rushes.example.com' },
          },
          {
            name: 'asp2',
            storagePrefix: 'eu',
            kind: 'aspera',
            endpoint: node.endpoint,
            nodeUser: node.user,
            nodePassword: node.password,
          },
        ]),
      },
    );
    mia = await bff.addUser('Mia Manager', 'mia@rushes.test');
    miaToken = await bff.tokenFor(mia);
    const made = await projectOn('Feature', '', 'Day 3');
    feature = made;
    day3 = made.folder;
    sound = (await gql(miaToken, createFolder, { input: { parentId: day3, name: 'Sound' } })).data
      ?.createFolder.folder.id;
  }, 60_000);
  afterAll(async () => {
    await bff?.close();
    await node?.close();
    await rm(europeRoot, { recursive: true, force: true });
  });

  const take = { name: 'A003C012_231104_R1AB.mov', size: 9 * MiB };
  const wav = { name: 'Sound/A003_T2.wav', size: 1000 };

  /** Mia's token to upload `files` into Day 3. */
  async function miaUploads(files = [take, wav]) {
    const answer = await gql(miaToken, uploadToken, {
      input: { folderId: day3, files, clientMutationId: 'fast-1' },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data?.asperaUploadToken.transferToken;
  }

  it("hands a Rushes transfer server's token: Rushes' origin, the folder, the files, a day", async () => {
    const before = Date.now();
    const token = await miaUploads();
    expect(token).toEqual({
      kind: 'RUSHES',
      direction: 'send',
      remoteHost: 'https://rushes.example.com',
      remoteUser: 'rushes',
      sshPort: 0,
      authentication: 'token',
      token: expect.stringMatching(/^rtt_v1\./),
      destinationRoot: '/Feature/Day 3',
      sourceRoot: '',
      targetRateKbps: 80_000,
      engineUrl: 'https://transfer.rushes.example.com',
      paths: [
        { source: take.name, destination: take.name },
        { source: wav.name, destination: wav.name },
      ],
      tags: { transferId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      expiresAt: expect.any(String),
    });
    const expiresAt = new Date(token.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThan(before + 24 * 3600_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  });

  it('uploads through the token: started fast, parts sent, finalised into assets', async () => {
    const { token } = await miaUploads();
    const bytes = randomBytes(take.size);
    const before = await bff.services.store.headSeq();
    const started = await gql(token, startUpload, {
      input: { folderId: day3, filename: take.name, size: take.size, contentType: 'video/mp4' },
    });
    expect(started.errors).toBeUndefined();
    const upload = started.data?.startUpload.upload;
    const parts = await putParts(bff, upload, bytes);
    const asked = await gql(token, finalizeV2, { input: { uploadId: upload.id, parts } });
    expect(asked.errors).toBeUndefined();
    await expect
      .poll(
        async () =>
          (await gql(token, finalization, { id: upload.id })).data?.uploadFinalization.status,
        { interval: 50, timeout: 20_000 },
      )
      .toBe('DONE');
    const done = (await gql(token, finalization, { id: upload.id })).data?.uploadFinalization;
    expect(done).toMatchObject({
      asset: { name: take.name },
      version: { filename: take.name, size: take.size },
    });
    const events = (await commitsAfter(bff.services.store, before)).flatMap((c) => c.events);
    const start = events.find((event) => event.type === 'asset.upload_started');
    expect(start?.data).toMatchObject({ filename: take.name, via: 'fast' });

    // a file of a folder below the one chosen goes into that folder, which the page made
    const inSound = await gql(token, startUpload, {
      input: { folderId: sound, filename: 'A003_T2.wav', size: wav.size, contentType: '' },
    });
    expect(inSound.errors).toBeUndefined();
  });

  it('lets the token do its upload only: other files, places, calls and fields are FORBIDDEN', async () => {
    const { token } = await miaUploads([take]);
    const start = (input: Record<string, unknown>) =>
      appendsNothing(token, startUpload, {
        input: { folderId: day3, filename: take.name, size: take.size, contentType: '', ...input },
      });
    const refusals = [
      await start({ filename: 'Other.mov' }),
      await start({ size: take.size + 1 }),
      await start({ folderId: sound }),
      await start({ folderId: feature.rootId }),
      await appendsNothing(token, '{ currentUser { id } }'),
      await appendsNothing(token, transferFiles),
      await appendsNothing(token, uploadToken, { input: { folderId: day3, files: [take] } }),
      await appendsNothing(
        token,
        `query ($id: ID!) { uploadFinalization(uploadId: $id) {
        asset { folder { id } } } }`,
        { id: toGlobalId('Upload', randomUUID()) },
      ),
    ];
    expect(refusals.map((answer) => firstError(answer).code)).toEqual(
      refusals.map(() => 'FORBIDDEN'),
    );
    expect(firstError(refusals[4] ?? {}).data).toEqual({ field: 'Query.currentUser' });
    // an upload of Mia's of another file, started on the web, is out of the token's reach
    const web = await gql(miaToken, startUpload, {
      input: { folderId: day3, filename: 'Web.mov', size: 10, contentType: '' },
    });
    const uploadId = web.data?.startUpload.upload.id;
    const cancel = `mutation ($input: CancelUploadInput!) { cancelUpload(input: $input) { uploadId } }`;
    const refused = await appendsNothing(token, cancel, { input: { uploadId } });
    expect(firstError(refused).code).toBe('FORBIDDEN');
  });

  it('sends and imports a metadata file the token names, and no other', async () => {
    const ale = Buffer.from(
      'Heading\nFIELD_DELIM\tTABS\nFPS\t25\n\nColumn\nName\tScene\n\nData\nA003C012\t12\n',
    );
    const { token } = await miaUploads([take, { name: 'Day 3.ale', size: ale.length }]);
    const imported = await importMetadataFile(bff, token, day3, {
      filename: 'Day 3.ale',
      bytes: ale,
    });
    expect(imported.errors).toBeUndefined();
    expect(imported.data?.importMetadata.result).toMatchObject({ parsed: 1 });
    const other = await appendsNothing(token, startMetadataUploadMutation, {
      input: { folderId: day3, filename: 'Other.ale', size: ale.length },
    });
    expect(firstError(other).code).toBe('FORBIDDEN');
  });

  it('downloads through the token: the files signed, with their ETags, recorded once', async () => {
    const bytes = randomBytes(9 * MiB + 17);
    const dailies = (
      await gql(miaToken, createFolder, { input: { parentId: feature.rootId, name: 'Dailies' } })
    ).data?.createFolder.folder.id;
    await uploadFile(bff, miaToken, dailies, { filename: 'B001C003.mov', bytes });
    const answer = await gql(miaToken, downloadToken, {
      input: { projectId: feature.projectId, folderIds: [dailies] },
    });
    expect(answer.errors).toBeUndefined();
    const token = answer.data?.asperaDownloadToken.transferToken;
    expect(token).toMatchObject({
      kind: 'RUSHES',
      direction: 'receive',
      sourceRoot: '/Feature',
      paths: [{ source: 'Dailies/B001C003.mov', destination: 'Dailies/B001C003.mov' }],
    });
    const before = await bff.services.store.headSeq();
    const listed = await gql(token.token, transferFiles);
    expect(listed.errors).toBeUndefined();
    const [file] = listed.data?.transferFiles ?? [];
    const md5 = (part: Buffer) => createHash('md5').update(part).digest();
    const parts = [bytes.subarray(0, 8 * MiB), bytes.subarray(8 * MiB)];
    const etag = `"${createHash('md5')
      .update(Buffer.concat(parts.map(md5)))
      .digest('hex')}-2"`;
    expect(file).toEqual({
      path: 'Dailies/B001C003.mov',
      size: bytes.length,
      url: expect.any(String),
      etag,
      partSize: 8 * MiB,
    });
    const fetched = await bff.app.inject({ method: 'GET', url: file.url });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(bytes)).toBe(true);
    expect((await gql(token.token, transferFiles)).data?.transferFiles).toHaveLength(1);
    const events = (await commitsAfter(bff.services.store, before)).flatMap((c) => c.events);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'download.requested',
        data: expect.objectContaining({
          name: 'Dailies/B001C003.mov',
          fileCount: 1,
          bytes: bytes.length,
          via: 'fast',
        }),
      }),
    ]);
    const refused = await appendsNothing(token.token, startUpload, {
      input: { folderId: dailies, filename: 'x.mov', size: 1, contentType: '' },
    });
    expect(firstError(refused)).toEqual({
      code: 'FORBIDDEN',
      data: { field: 'Mutation.startUpload' },
    });

    // another transfer's token lists its own file alone, and this one never that file
    const elsewhere = await uploadFile(bff, miaToken, day3, {
      filename: 'B001C004.mov',
      bytes: randomBytes(10),
    });
    const other = await gql(miaToken, downloadToken, {
      input: { projectId: feature.projectId, assetIds: [elsewhere.asset.id] },
    });
    const listedBy = async (bearer: string) =>
      (await gql(bearer, transferFiles)).data?.transferFiles.map(
        (each: { path: string }) => each.path,
      );
    expect([
      await listedBy(other.data?.asperaDownloadToken.transferToken.token),
      await listedBy(token.token),
    ]).toEqual([['B001C004.mov'], ['Dailies/B001C003.mov']]);
  });

  it("gives a visitor a download token where their link allows download, for the link's life", async () => {
    const done = await uploadFile(bff, miaToken, day3, {
      filename: 'Shared.mov',
      bytes: randomBytes(100),
    });
    const share = (canDownload: boolean) =>
      openLink(
        bff,
        miaToken,
        { projectId: feature.projectId, name: randomUUID(), folderIds: [day3] },
        { canDownload },
      );
    const visitorOf = async (link: { token: string }) =>
      (await visit(bff, { token: link.token })).json().token as string;
    const hasAspera = '{ sharedLink { hasAspera } }';
    const ask = { input: { projectId: feature.projectId, assetIds: [done.asset.id] } };

    const closed = await visitorOf(await share(false));
    expect((await gql(closed, hasAspera)).data?.sharedLink).toEqual({ hasAspera: false });
    expect(firstError(await appendsNothing(closed, downloadToken, ask)).code).toBe('FORBIDDEN');

    const link = await share(true);
    const visitor = await visitorOf(link);
    expect((await gql(visitor, hasAspera)).data?.sharedLink).toEqual({ hasAspera: true });
    const token = (await gql(visitor, downloadToken, ask)).data?.asperaDownloadToken.transferToken
      .token as string;
    const files = (await gql(token, transferFiles)).data?.transferFiles;
    expect(files).toEqual([expect.objectContaining({ path: 'Shared.mov', size: 100 })]);
    await gql(
      miaToken,
      `mutation ($input: DeleteLinkInput!) { deleteLink(input: $input) { clientMutationId } }`,
      {
        input: { id: link.id },
      },
    );
    const after = await bff.app.inject({
      method: 'POST',
      url: '/v2/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: transferFiles },
    });
    expect(after.statusCode).toBe(401);
  });

  it('works no more once its holder is deleted, nor altered', async () => {
    const olga = await bff.addUser('Olga Operator', 'olga@rushes.test');
    await gql(
      bff.adminToken,
      `mutation ($input: SaveProjectUserInput!) {
      saveProjectUser(input: $input) { clientMutationId } }`,
      {
        input: {
          projectId: feature.projectId,
          userId: toGlobalId('User', olga.userId),
          roleId: 'editor',
        },
      },
    );
    const answer = await gql(await bff.tokenFor(olga), uploadToken, {
      input: { folderId: day3, files: [take] },
    });
    const token = answer.data?.asperaUploadToken.transferToken.token as string;
    const status = async (bearer: string) =>
      (
        await bff.app.inject({
          method: 'POST',
          url: '/v2/graphql',
          headers: { authorization: `Bearer ${bearer}` },
          payload: { query: '{ __typename }' },
        })
      ).statusCode;
    expect(await status(token)).toBe(200);
    const swapped = token[20] === 'A' ? 'B' : 'A';
    expect(await status(`${token.slice(0, 20)}${swapped}${token.slice(21)}`)).toBe(401);
    await gql(
      bff.adminToken,
      `mutation ($input: DeleteUserInput!) {
      deleteUser(input: $input) { clientMutationId } }`,
      {
        input: { userId: toGlobalId('User', olga.userId) },
      },
    );
    expect(await status(token)).toBe(401);
  });

  it('refuses files startUpload would refuse, and a project without a transfer server', async () => {
    const codeOf = async (input: Record<string, unknown>) =>
      firstError(
        await appendsNothing(miaToken, uploadToken, { input: { folderId: day3, ...input } }),
      );
    expect(await codeOf({ files: [] })).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'files', rule: 'required' },
    });
    expect(await codeOf({ files: [take, { name: 'Day 3/.DS_Store', size: 1 }] })).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'files', index: 1, rule: 'dotFile' },
    });
    expect(await codeOf({ files: [take, { name: '/etc/passwd', size: 1 }] })).toMatchObject({
      data: { index: 1, rule: 'path' },
    });
    expect(await codeOf({ files: [{ name: 'Big.mov', size: 257e9 }] })).toMatchObject({
      data: { index: 0, rule: 'range', max: 256e9 },
    });
    expect(await codeOf({ files: [take, take] })).toMatchObject({
      data: { index: 1, rule: 'unique' },
    });
    const many = Array.from({ length: 40 }, () => ({
      name: `${randomBytes(150).toString('hex')}.mov`,
      size: 1,
    }));
    expect(await codeOf({ files: many })).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'files', rule: 'maxItems' },
    });

    const plain = await projectOn('Plain', '', 'Day 1');
    await gql(bff.adminToken, updateProject, {
      input: { id: plain.projectId, transferServer: '' },
    });
    expect((await gql(miaToken, kindOf, { id: plain.projectId })).data?.project).toEqual({
      transferServerKind: null,
    });
    const none = await appendsNothing(miaToken, uploadToken, {
      input: { folderId: plain.folder, files: [take] },
    });
    expect(firstError(none)).toEqual({
      code: 'STATE_CONFLICT',
      data: { field: 'folderId', entity: 'project', state: 'noTransferServer' },
    });
  });

  it("asks an Aspera server's Node API for its token, and says so when it cannot start", async () => {
    const europe = await projectOn('Europe Feature', 'eu', 'Day 1');
    expect((await gql(miaToken, kindOf, { id: europe.projectId })).data?.project).toEqual({
      transferServerKind: 'ASPERA',
    });
    node.answer = 'spec';
    const answer = await gql(miaToken, uploadToken, {
      input: { folderId: europe.folder, files: [take] },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.asperaUploadToken.transferToken).toMatchObject({
      kind: 'ASPERA',
      direction: 'send',
      remoteHost: 'aspera.stand-in.test',
      remoteUser: 'xfer',
      sshPort: 33001,
      authentication: 'token',
      token: expect.stringMatching(/^ATV7_/),
      destinationRoot: '/Europe Feature/Day 1',
      targetRateKbps: 100_000,
      engineUrl: null,
      paths: [{ source: take.name, destination: take.name }],
    });
    expect(node.requests.at(-1)).toMatchObject({
      path: '/files/upload_setup',
      user: node.user,
      body: {
        transfer_requests: [
          {
            transfer_request: {
              paths: [{ destination: take.name }],
              destination_root: '/Europe Feature/Day 1',
            },
          },
        ],
      },
    });
    node.answer = 'refuse';
    const refused = await gql(miaToken, uploadToken, {
      input: { folderId: europe.folder, files: [take] },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Could not start the Upload',
      extensions: { code: 'SERVICE_UNAVAILABLE', data: { reason: 'transferServer' } },
    });
    await uploadFile(bff, miaToken, europe.folder, { filename: 'E.mov', bytes: randomBytes(10) });
    node.answer = 'fail';
    const down = await gql(miaToken, downloadToken, {
      input: { projectId: europe.projectId, folderIds: [europe.folder] },
    });
    expect(down.errors?.[0]).toMatchObject({
      message: 'Could not start the Download',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    node.answer = 'spec';
  });
});

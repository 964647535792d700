import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import {
  createProject,
  finalizeUpload,
  putParts,
  startUploadMutation,
  uploadFile,
} from './upload.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;
const versionsOf = `query ($id: ID!) {
  asset(id: $id) {
    newestVersion { number filename }
    versions { number filename createdBy { name } }
    first: version(number: 1) { filename }
    none: version(number: 9) { filename }
  } }`;

describe('a new version through the upload path', () => {
  let bff: TestBff;
  let token: string;
  let viewerToken: string;
  let outsiderToken: string;
  let rootId: string;
  let otherFolderId: string;
  let assetId: string;

  const start = (asker: string, input: { folderId: string; assetId: string; filename: string }) =>
    bff.gql(asker, startUploadMutation, { input: { ...input, size: 6, contentType: 'video/mp4' } });

  /** The answer's error, and whether the call appended anything to the log. */
  const refusal = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await bff.services.store.headSeq();
    const error = firstError(await call());
    return { ...error, appended: (await bff.services.store.headSeq()) !== before };
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    const viewer = await bff.addUser('Vic Viewer', 'vic@rushes.test');
    viewerToken = await bff.tokenFor(viewer);
    outsiderToken = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    const project = await createProject(bff, toGlobalId('User', manager.userId), 'Versions');
    rootId = project.rootId;
    const member = { projectId: project.projectId, userId: toGlobalId('User', viewer.userId) };
    const saved = await bff.gql(token, saveMember, { input: { ...member, roleId: 'viewer' } });
    expect(saved.errors).toBeUndefined();
    const created = await bff.gql(token, createFolder, { input: { parentId: rootId, name: 'B' } });
    otherFolderId = created.data?.createFolder.folder.id;
    const bytes = Buffer.from('first!');
    const first = await uploadFile(bff, token, rootId, { filename: 'Cut.mov', bytes });
    assetId = first.asset.id;
  });
  afterAll(() => bff?.close());

  it('adds version 2 to the asset; its versions are listed newest first', async () => {
    const answer = await start(token, { folderId: rootId, assetId, filename: 'Cut v2.mov' });
    expect(answer.errors).toBeUndefined();
    const upload = answer.data?.startUpload.upload;
    const parts = await putParts(bff, upload, Buffer.from('second'));
    const done = await finalizeUpload(bff, token, upload.id, parts);
    expect(done.errors).toBeUndefined();
    expect(done.data?.finalizeUpload).toMatchObject({
      asset: { id: assetId, name: 'Cut.mov' },
      assetEdge: { node: { name: 'Cut.mov' } },
      version: { number: 2, filename: 'Cut v2.mov', isProcessing: true },
    });
    const uploader = (await bff.gql(token, '{ currentUser { name } }')).data?.currentUser;
    const listed = await bff.gql(token, versionsOf, { id: assetId });
    expect(listed.data?.asset).toEqual({
      newestVersion: { number: 2, filename: 'Cut v2.mov' },
      versions: [
        { number: 2, filename: 'Cut v2.mov', createdBy: uploader },
        { number: 1, filename: 'Cut.mov', createdBy: uploader },
      ],
      first: { filename: 'Cut.mov' },
      none: null,
    });
  });

  it('refuses those who may not upload into the folder, and appends nothing', async () => {
    const input = { folderId: rootId, assetId, filename: 'Nope.mov' };
    const byViewer = () => start(viewerToken, input);
    expect(await refusal(byViewer)).toMatchObject({ code: 'FORBIDDEN', appended: false });
    const byOutsider = () => start(outsiderToken, input);
    expect(await refusal(byOutsider)).toMatchObject({ code: 'NOT_FOUND', appended: false });
  });

  it('refuses an asset out of reach or in another folder, and appends nothing', async () => {
    const unknown = toGlobalId('Asset', randomUUID());
    const missing = () => start(token, { folderId: rootId, assetId: unknown, filename: 'X.mov' });
    expect(await refusal(missing)).toMatchObject({
      code: 'NOT_FOUND',
      data: { field: 'assetId' },
      appended: false,
    });
    const elsewhere = () => start(token, { folderId: otherFolderId, assetId, filename: 'Y.mov' });
    expect(await refusal(elsewhere)).toMatchObject({
      code: 'STATE_CONFLICT',
      data: { field: 'folderId' },
      appended: false,
    });
    const listed = await bff.gql(token, versionsOf, { id: assetId });
    expect(listed.data?.asset.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
  });
});

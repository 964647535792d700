import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import {
  folderThumbnailLive,
  folderThumbnailTopic,
} from '../folder-thumbnails/folder-thumbnail.live.ts';
import { firstError, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';

const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;
const uploadPoster = `mutation ($input: UploadFolderPosterInput!) {
  uploadFolderPoster(input: $input) { upload { id urls } } }`;
const confirmPoster = `mutation ($input: ConfirmFolderPosterInput!) {
  confirmFolderPoster(input: $input) { folder { thumbnailUrl } } }`;
const removeImages = `mutation ($input: RemoveFolderImagesInput!) {
  removeFolderImages(input: $input) { folder { thumbnailUrl } } }`;
const uploadDefaultPoster = `mutation ($input: UploadWorkspaceImageInput!) {
  uploadWorkspaceProjectPoster(input: $input) { upload { id urls } } }`;
const confirmWorkspaceImage = `mutation ($input: ConfirmWorkspaceImageInput!) {
  confirmWorkspaceImage(input: $input) { clientMutationId } }`;
const removeWorkspaceImages = `mutation ($input: RemoveWorkspaceImagesInput!) {
  removeWorkspaceImages(input: $input) { clientMutationId } }`;
const children = `query ($id: ID!) {
  folder(id: $id) { children { edges { node { name thumbnailUrl } } } } }`;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('folder posters', () => {
  let bff: TestBff;
  let token: string;
  let viewerToken: string;
  let rootId: string;
  let folderId: string;

  /** The answer's error, and whether the call appended anything to the log. */
  const refusal = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await bff.services.store.headSeq();
    const error = firstError(await call());
    return { ...error, appended: (await bff.services.store.headSeq()) !== before };
  };
  /** Asks for a poster upload declared as `contentType` and PUTs `bytes`; the confirm's input. */
  const uploaded = async (id: string, bytes: Buffer, contentType = 'image/png') => {
    const answer = await bff.gql(token, uploadPoster, {
      input: { id, contentType, size: bytes.length },
    });
    expect(answer.errors).toBeUndefined();
    const upload = answer.data?.uploadFolderPoster.upload;
    const put = await bff.app.inject({ method: 'PUT', url: upload.urls[0], payload: bytes });
    expect(put.statusCode).toBe(200);
    return { uploadId: upload.id, etag: String(put.headers.etag) };
  };
  /** Uploads `png` as the workspace's default project poster. */
  const setDefaultPoster = async (workspaceId: string) => {
    const input = { id: workspaceId, contentType: 'image/png', size: png.length };
    const asked = await bff.gql(token, uploadDefaultPoster, { input });
    const upload = asked.data?.uploadWorkspaceProjectPoster.upload;
    const put = await bff.app.inject({ method: 'PUT', url: upload.urls[0], payload: png });
    const confirm = { uploadId: upload.id, etag: String(put.headers.etag) };
    expect(
      (await bff.gql(token, confirmWorkspaceImage, { input: confirm })).errors,
    ).toBeUndefined();
  };
  const thumbnailOfDay1 = async () =>
    (await bff.gql(token, children, { id: rootId })).data?.folder.children.edges[0].node
      .thumbnailUrl;

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const viewer = await bff.addUser('Vic Viewer', 'vic@rushes.test');
    viewerToken = await bff.tokenFor(viewer);
    const workspaceId = (await bff.gql(token, '{ workspaces { id } }')).data?.workspaces[0].id;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    const input = { workspaceId, managerId: toGlobalId('User', manager.userId), name: 'Feature' };
    const project = (await bff.gql(token, createProject, { input })).data?.createProject.project;
    rootId = project.rootFolder.id;
    const created = await bff.gql(token, createFolder, {
      input: { parentId: rootId, name: 'Day 1' },
    });
    folderId = created.data?.createFolder.folder.id;
    const member = { projectId: project.id, userId: toGlobalId('User', viewer.userId) };
    await bff.gql(token, saveMember, { input: { ...member, roleId: 'viewer' } });
  });
  afterAll(() => bff?.close());

  it("sets a folder's poster, shown as its thumbnail in its parent's list, then resets it", async () => {
    expect(await thumbnailOfDay1()).toBeNull();
    const confirmed = await bff.gql(token, confirmPoster, { input: await uploaded(folderId, png) });
    expect(confirmed.errors).toBeUndefined();
    const url = confirmed.data?.confirmFolderPoster.folder.thumbnailUrl;
    expect(url).toEqual(expect.any(String));
    const image = await bff.app.inject({ method: 'GET', url: await thumbnailOfDay1() });
    expect(image.rawPayload).toEqual(png);
    const removed = await bff.gql(token, removeImages, { input: { id: folderId, poster: true } });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeFolderImages.folder.thumbnailUrl).toBeNull();
    expect(await thumbnailOfDay1()).toBeNull();
  });

  it("makes the root folder's poster the project's, heard live in the parent's open view", async () => {
    const project = `query ($id: ID!) {
      folder(id: $id) { project { poster { url } hasPoster workspace { id } } } }`;
    const projectOf = async () =>
      (await bff.gql(token, project, { id: rootId })).data?.folder.project;
    const posterOf = async () => (await projectOf()).poster;
    expect(await projectOf()).toMatchObject({ poster: null, hasPoster: false });
    const set = await bff.gql(token, confirmPoster, { input: await uploaded(rootId, png) });
    expect(set.errors).toBeUndefined();
    const image = await bff.app.inject({ method: 'GET', url: (await posterOf()).url });
    expect(image.rawPayload).toEqual(png);
    expect((await projectOf()).hasPoster).toBe(true);
    await bff.gql(token, removeImages, { input: { id: rootId, poster: true } });
    expect(await projectOf()).toMatchObject({ poster: null, hasPoster: false });
    // The workspace's default poster shows in its place, and is not the project's own.
    await setDefaultPoster((await projectOf()).workspace.id);
    expect(await projectOf()).toMatchObject({
      poster: { url: expect.any(String) },
      hasPoster: false,
    });
    await bff.gql(token, removeWorkspaceImages, {
      input: { id: (await projectOf()).workspace.id, projectPoster: true },
    });

    const id = fromGlobalId(folderId, { type: 'Folder' }).id;
    const parentId = fromGlobalId(rootId, { type: 'Folder' }).id;
    const event = {
      type: 'folder.poster_set',
      data: { id, storageKey: 'k', contentType: 'image/png' },
    };
    const heard = await folderThumbnailLive.publications([event], bff.services.db);
    expect(heard).toEqual([{ topic: folderThumbnailTopic(parentId), payload: { folderId: id } }]);
  });

  it('refuses a type that is no allowed image, asked for or uploaded, and appends nothing', async () => {
    const svg = () =>
      bff.gql(token, uploadPoster, {
        input: { id: folderId, contentType: 'image/svg+xml', size: 9 },
      });
    expect(await refusal(svg)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'contentType', rule: 'imageType' },
      appended: false,
    });
    const text = await uploaded(folderId, Buffer.from('not a picture at all'));
    expect(await refusal(() => bff.gql(token, confirmPoster, { input: text }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'file', rule: 'imageType' },
      appended: false,
    });
    const jpegClaimed = await uploaded(folderId, png, 'image/jpeg');
    expect(
      await refusal(() => bff.gql(token, confirmPoster, { input: jpegClaimed })),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'file', rule: 'imageType' },
      appended: false,
    });
  });

  it('refuses someone who may not edit the project, and appends nothing', async () => {
    const request = () =>
      bff.gql(viewerToken, uploadPoster, {
        input: { id: folderId, contentType: 'image/png', size: 9 },
      });
    expect(await refusal(request)).toMatchObject({ code: 'FORBIDDEN', appended: false });
    const input = await uploaded(folderId, png);
    const confirm = () => bff.gql(viewerToken, confirmPoster, { input });
    expect(await refusal(confirm)).toMatchObject({ code: 'FORBIDDEN', appended: false });
    const reset = () =>
      bff.gql(viewerToken, removeImages, { input: { id: folderId, poster: true } });
    expect(await refusal(reset)).toMatchObject({ code: 'FORBIDDEN', appended: false });
  });
});

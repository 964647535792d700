import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const updateWorkspace = `mutation ($input: UpdateWorkspaceInput!) {
  updateWorkspace(input: $input) { workspace { name } } }`;
const deleteWorkspace = `mutation ($input: DeleteWorkspaceInput!) {
  deleteWorkspace(input: $input) { deletedWorkspaceId defaultWorkspace { name projects { name } } } }`;
const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id } } }`;
const uploadLogo = `mutation ($input: UploadWorkspaceImageInput!) {
  uploadWorkspaceLogo(input: $input) { upload { id urls } } }`;
const confirmImage = `mutation ($input: ConfirmWorkspaceImageInput!) {
  confirmWorkspaceImage(input: $input) { workspace { logo { url } projectPoster { url } } } }`;
const removeImages = `mutation ($input: RemoveWorkspaceImagesInput!) {
  removeWorkspaceImages(input: $input) { workspace { logo { url } } } }`;
const workspace = `query ($id: ID!) {
  node(id: $id) { ... on Workspace { name size allowedTo { edit delete upload } projects { name } } } }`;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('workspace settings', () => {
  let bff: TestBff;
  let token: string;
  let adminToken: string;
  let managerId: string;

  const create = async (name: string): Promise<string> =>
    (await bff.gql(token, createWorkspace, { input: { name } })).data?.createWorkspace.workspace.id;
  /** The answer's error, and whether the call appended anything to the log. */
  const refusal = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await bff.services.store.headSeq();
    const error = firstError(await call());
    return { ...error, appended: (await bff.services.store.headSeq()) !== before };
  };
  /** Asks for a logo upload and PUTs `bytes` to its URL; the confirm's input. */
  const uploaded = async (id: string, bytes: Buffer) => {
    const answer = await bff.gql(token, uploadLogo, {
      input: { id, contentType: 'image/png', size: bytes.length },
    });
    const upload = answer.data?.uploadWorkspaceLogo.upload;
    const put = await bff.app.inject({ method: 'PUT', url: upload.urls[0], payload: bytes });
    expect(put.statusCode).toBe(200);
    return { uploadId: upload.id, etag: String(put.headers.etag) };
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    managerId = toGlobalId('User', manager.userId);
    const admin = await bff.addUser('Wanda Admin', 'wanda@rushes.test');
    adminToken = await bff.tokenFor(admin);
    await create('Taken');
    const id = await create('Administered');
    const input = { workspaceId: id, userId: toGlobalId('User', admin.userId), isAdmin: true };
    const saved = await bff.gql(token, SAVE_ADMIN, { input });
    expect(saved.errors).toBeUndefined();
  });
  afterAll(() => bff?.close());

  it('renames a workspace with the trimmed name, freeing the old one', async () => {
    const id = await create('Commercials');
    const answer = await bff.gql(token, updateWorkspace, { input: { id, name: ' Adverts ' } });
    expect(answer.data?.updateWorkspace.workspace).toEqual({ name: 'Adverts' });
    expect(await create('Commercials')).toBeTruthy();
  });

  it('refuses an empty, blank, overlong or taken name and appends nothing', async () => {
    const id = await create('Music Videos');
    const rename = (name: string) => () => bff.gql(token, updateWorkspace, { input: { id, name } });
    const required = { code: 'VALIDATION_FAILED', data: { field: 'name', rule: 'required' } };
    expect(await refusal(rename(''))).toEqual({ ...required, appended: false });
    expect(await refusal(rename(' \t '))).toEqual({ ...required, appended: false });
    expect(await refusal(rename('x'.repeat(501)))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'name', rule: 'maxLength', max: 500 },
      appended: false,
    });
    expect(await refusal(rename('TAKEN'))).toEqual({
      code: 'NAME_CONFLICT',
      data: { field: 'name', entity: 'workspace' },
      appended: false,
    });
  });

  it('lets its admin rename it, but neither delete it nor change its branding', async () => {
    const { data } = await bff.gql(adminToken, '{ workspaces { id name } }');
    const id = data?.workspaces.find((w: { name: string }) => w.name === 'Administered').id;
    const renamed = await bff.gql(adminToken, updateWorkspace, { input: { id, name: 'Ours' } });
    expect(renamed.data?.updateWorkspace.workspace).toEqual({ name: 'Ours' });
    const remove = () => bff.gql(adminToken, deleteWorkspace, { input: { id } });
    expect(await refusal(remove)).toMatchObject({ code: 'FORBIDDEN', appended: false });
    const logo = () =>
      bff.gql(adminToken, uploadLogo, { input: { id, contentType: 'image/png', size: 10 } });
    expect(await refusal(logo)).toMatchObject({ code: 'FORBIDDEN', appended: false });
  });

  it('deletes a workspace and moves its projects to the default one, in one commit', async () => {
    const id = await create('Closing Down');
    for (const name of ['Last Feature', 'Last Short']) {
      const input = { workspaceId: id, name, managerId };
      expect((await bff.gql(token, createProject, { input })).errors).toBeUndefined();
    }
    const before = await bff.services.store.headSeq();
    const answer = await bff.gql(token, deleteWorkspace, { input: { id } });
    expect(answer.errors).toBeUndefined();
    expect(await bff.services.store.headSeq()).toBe(before + 1);
    const fallback = answer.data?.deleteWorkspace.defaultWorkspace;
    expect(fallback.name).toBe('Default');
    expect(fallback.projects.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Last Feature', 'Last Short']),
    );
    expect((await bff.gql(token, workspace, { id })).data?.node).toBeNull();
    expect(await create('Closing Down')).toBeTruthy();
  });

  it('never deletes the default workspace', async () => {
    const { data } = await bff.gql(token, '{ workspaces { id isDefault allowedTo { delete } } }');
    const fallback = data?.workspaces.find((w: { isDefault: boolean }) => w.isDefault);
    expect(fallback.allowedTo.delete).toBe(false);
    const remove = () => bff.gql(token, deleteWorkspace, { input: { id: fallback.id } });
    expect(await refusal(remove)).toMatchObject({ code: 'FORBIDDEN', appended: false });
  });

  it('uploads a logo through a signed URL, confirms it, then removes it', async () => {
    const id = await create('Branded');
    const confirmed = await bff.gql(token, confirmImage, { input: await uploaded(id, png) });
    expect(confirmed.errors).toBeUndefined();
    const branded = confirmed.data?.confirmWorkspaceImage.workspace;
    expect(branded.projectPoster).toBeNull();
    const image = await bff.app.inject({ method: 'GET', url: branded.logo.url });
    expect(image.rawPayload).toEqual(png);
    const removed = await bff.gql(token, removeImages, { input: { id, logo: true } });
    expect(removed.data?.removeWorkspaceImages.workspace.logo).toBeNull();
  });

  it('refuses a type that is no allowed image, asked for or uploaded, and appends nothing', async () => {
    const id = await create('Unbranded');
    const svg = () =>
      bff.gql(token, uploadLogo, { input: { id, contentType: 'image/svg+xml', size: 100 } });
    expect(await refusal(svg)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'contentType', rule: 'imageType' },
      appended: false,
    });
    const input = await uploaded(id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(await refusal(() => bff.gql(token, confirmImage, { input }))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'file', rule: 'imageType' },
      appended: false,
    });
    const forged = () => bff.gql(token, confirmImage, { input: { uploadId: 'forged', etag: 'x' } });
    expect(await refusal(forged)).toMatchObject({ code: 'NOT_FOUND', appended: false });
  });

  it('sums the sizes of its projects (none yet)', async () => {
    const id = await create('Empty');
    expect((await bff.gql(token, workspace, { id })).data?.node).toMatchObject({
      size: 0,
      projects: [],
    });
  });
});

const SAVE_ADMIN = `mutation ($input: SaveWorkspaceUserInput!) {
  saveWorkspaceUser(input: $input) { clientMutationId } }`;

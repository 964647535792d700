import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import {
  commitsAfter,
  firstError,
  type GraphQLAnswer,
  startTestBff,
  type TestBff,
} from '../test-bff.fixture.ts';

const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id } } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;
const look = `
  watermarks {
    enabled items { position type text } fontSize opacity opacityBackground
    horizontalOffset verticalOffset
  }
  overlay { enabled size opacity x y image { url } }`;
const updateLook = `mutation ($input: UpdateProjectLookInput!) {
  updateProjectLook(input: $input) { project { ${look} } } }`;
const projectLook = `query ($id: ID!) { project(id: $id) { ${look} } }`;
const uploadOverlay = `mutation ($input: UploadProjectOverlayInput!) {
  uploadProjectOverlay(input: $input) { upload { id urls } } }`;
const confirmOverlay = `mutation ($input: ConfirmProjectOverlayInput!) {
  confirmProjectOverlay(input: $input) { project { overlay { image { url } } } } }`;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const watermarks = {
  enabled: true,
  items: [
    { position: 'TOPLEFT', type: 'TIMECODE', text: '' },
    { position: 'BOTTOMRIGHT', type: 'CUSTOM', text: '  Draft  ' },
  ],
  fontSize: 45,
  opacity: 80,
  opacityBackground: 0,
  horizontalOffset: 10,
  verticalOffset: 100,
};
const overlay = { enabled: true, size: 150, opacity: 60, x: -50, y: 25 };

describe("a project's watermark and overlay", () => {
  let bff: TestBff;
  let token: string;
  let viewerToken: string;
  let id: string;

  const update = (input: Record<string, unknown>, as = token) =>
    bff.gql(as, updateLook, { input: { id, ...input } });
  /** The answer's error, and whether the call appended anything to the log. */
  const refusal = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await bff.services.store.headSeq();
    const { code, data } = firstError(await call());
    return { code, field: data?.field, appended: (await bff.services.store.headSeq()) !== before };
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const viewer = await bff.addUser('Vic Viewer', 'vic@rushes.test');
    viewerToken = await bff.tokenFor(viewer);
    const workspaceId = (await bff.gql(token, '{ workspaces { id } }')).data?.workspaces[0].id;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    const managerId = toGlobalId('User', manager.userId);
    const input = { workspaceId, managerId, name: 'Night Shift' };
    id = (await bff.gql(token, createProject, { input })).data?.createProject.project.id;
    const member = { projectId: id, userId: toGlobalId('User', viewer.userId), roleId: 'viewer' };
    await bff.gql(token, saveMember, { input: member });
  });
  afterAll(() => bff?.close());

  it('starts with the defaults: off, no items, 32 px, fully opaque text on a half box', async () => {
    const answer = await bff.gql(viewerToken, projectLook, { id });
    expect(answer.data?.project).toEqual({
      watermarks: {
        enabled: false,
        items: [],
        fontSize: 32,
        opacity: 100,
        opacityBackground: 50,
        horizontalOffset: 0,
        verticalOffset: 0,
      },
      overlay: { enabled: false, size: 100, opacity: 100, x: 0, y: 0, image: null },
    });
  });

  it('saves both, custom text trimmed, seen by every member; the same settings again append nothing', async () => {
    const before = await bff.services.store.headSeq();
    const answer = await update({ watermarks, overlay });
    expect(answer.errors).toBeUndefined();
    const [commit] = await commitsAfter(bff.services.store, before);
    expect(commit?.events.map((event) => event.type)).toEqual([
      'project.watermarks_changed',
      'project.overlay_changed',
    ]);
    const seen = (await bff.gql(viewerToken, projectLook, { id })).data?.project;
    expect(seen.watermarks.items).toEqual([
      { position: 'TOPLEFT', type: 'TIMECODE', text: '' },
      { position: 'BOTTOMRIGHT', type: 'CUSTOM', text: 'Draft' },
    ]);
    expect(seen.watermarks).toMatchObject({
      fontSize: 45,
      opacityBackground: 0,
      verticalOffset: 100,
    });
    expect(seen.overlay).toEqual({ ...overlay, image: null });

    expect(await refusal(() => update({ watermarks, overlay }))).toMatchObject({
      code: undefined,
      appended: false,
    });
    const off = await update({ overlay: { ...overlay, enabled: false } });
    expect(off.data?.updateProjectLook.project.overlay.enabled).toBe(false);
    expect(off.data?.updateProjectLook.project.watermarks.enabled).toBe(true);
  });

  it.each([
    ['fontSize', { watermarks: { ...watermarks, fontSize: 80 } }],
    ['opacity', { watermarks: { ...watermarks, opacity: 5 } }],
    ['horizontalOffset', { watermarks: { ...watermarks, horizontalOffset: 10.5 } }],
    [
      'position',
      { watermarks: { ...watermarks, items: [{ position: 'LEFT', type: 'FRAME', text: '' }] } },
    ],
    [
      'type',
      { watermarks: { ...watermarks, items: [{ position: 'CENTER', type: 'GPS', text: '' }] } },
    ],
    [
      'text',
      {
        watermarks: { ...watermarks, items: [{ position: 'CENTER', type: 'CUSTOM', text: '  ' }] },
      },
    ],
    ['size', { overlay: { ...overlay, size: 7 } }],
    ['x', { overlay: { ...overlay, x: 51 } }],
    ['opacity', { overlay: { ...overlay, opacity: 0 } }],
  ])('refuses a bad %s with VALIDATION_FAILED and appends nothing', async (field, input) => {
    expect(await refusal(() => update(input))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field,
      appended: false,
    });
  });

  it('two items at one position are refused', async () => {
    const items = [
      { position: 'CENTER', type: 'FRAME', text: '' },
      { position: 'CENTER', type: 'TIME', text: '' },
    ];
    expect(await refusal(() => update({ watermarks: { ...watermarks, items } }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'position',
      appended: false,
    });
  });

  it('uploads an overlay image, checked by its bytes; a member who may not edit is refused', async () => {
    const request = (as: string, contentType = 'image/png', bytes = png) =>
      bff.gql(as, uploadOverlay, { input: { id, contentType, size: bytes.length } });
    expect(await refusal(() => request(viewerToken))).toMatchObject({
      code: 'FORBIDDEN',
      appended: false,
    });
    expect(await refusal(() => request(token, 'image/svg+xml'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'contentType',
    });

    const upload = (await request(token)).data?.uploadProjectOverlay.upload;
    const put = await bff.app.inject({ method: 'PUT', url: upload.urls[0], payload: png });
    const input = { uploadId: upload.id, etag: String(put.headers.etag) };
    expect(await refusal(() => bff.gql(viewerToken, confirmOverlay, { input }))).toMatchObject({
      code: 'FORBIDDEN',
      appended: false,
    });
    const confirmed = await bff.gql(token, confirmOverlay, { input });
    expect(confirmed.errors).toBeUndefined();
    const url = confirmed.data?.confirmProjectOverlay.project.overlay.image.url;
    const image = await bff.app.inject({ method: 'GET', url });
    expect(image.rawPayload).toEqual(png);
  });

  it('refuses an uploaded file that is not the image it claimed to be', async () => {
    const text = Buffer.from('not an image at all');
    const answer = await bff.gql(token, uploadOverlay, {
      input: { id, contentType: 'image/png', size: text.length },
    });
    const upload = answer.data?.uploadProjectOverlay.upload;
    const put = await bff.app.inject({ method: 'PUT', url: upload.urls[0], payload: text });
    const input = { uploadId: upload.id, etag: String(put.headers.etag) };
    expect(await refusal(() => bff.gql(token, confirmOverlay, { input }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'file',
      appended: false,
    });
  });
});

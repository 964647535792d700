import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import {
  cancelUploadMutation,
  createProject,
  finalizeUpload,
  putParts,
  startUpload,
  startUploadMutation,
  uploadFile,
} from './upload.fixture.ts';

const MiB = 1024 * 1024;
const folderAssets = `
  query ($id: ID!) {
    folder(id: $id) {
      assets {
        edges { node { name type newestVersion { filename size isProcessing processingJob { state } } versions { number } } }
      }
    }
  }`;

/** Bytes that differ from part to part, so a part out of place would show. */
const fileOf = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 251));

describe('uploads', () => {
  let bff: TestBff;
  let token: string;
  let otherToken: string;
  let rootId: string;
  let projectId: string;
  let managerId: string;

  const assetNames = async (folderId = rootId) =>
    (await bff.gql(token, folderAssets, { id: folderId })).data?.folder.assets.edges.map(
      (edge: { node: { name: string } }) => edge.node.name,
    );

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    otherToken = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    managerId = toGlobalId('User', manager.userId);
    ({ rootId, projectId } = await createProject(bff, managerId, 'Uploads'));
  });
  afterAll(() => bff?.close());

  it('uploads a file in parts; the asset is in its folder at once with a waiting job', async () => {
    const bytes = fileOf(9 * MiB);
    const upload = await startUpload(bff, token, {
      folderId: rootId,
      filename: 'Take 1.mov',
      size: bytes.length,
    });
    expect(upload).toMatchObject({ partSize: 8 * MiB });
    expect(upload.urls).toHaveLength(2);
    const parts = await putParts(bff, upload, bytes);
    const answer = await finalizeUpload(bff, token, upload.id, parts);
    expect(answer.errors).toBeUndefined();
    const payload = answer.data?.finalizeUpload;
    expect(payload).toMatchObject({
      processed: true,
      asset: { name: 'Take 1.mov', type: 'VIDEO', allowedTo: { comment: true } },
      assetEdge: { node: { name: 'Take 1.mov' } },
      version: { number: 1, filename: 'Take 1.mov' },
      job: { name: 'Take 1.mov', type: 'PROCESSING', state: 'WAITING', progress: 0 },
    });
    expect(fromGlobalId(payload.version.id).id).toBe(fromGlobalId(upload.id).id);
    expect(payload.version).toMatchObject({ size: 9 * MiB, isProcessing: true });
    const folder = await bff.gql(token, folderAssets, { id: rootId });
    expect(folder.data?.folder.assets.edges[0].node).toEqual({
      name: 'Take 1.mov',
      type: 'VIDEO',
      newestVersion: {
        filename: 'Take 1.mov',
        size: 9 * MiB,
        isProcessing: true,
        processingJob: { state: 'WAITING' },
      },
      versions: [{ number: 1 }],
    });
    const jobs = await bff.gql(token, '{ jobs { id state } }');
    expect(jobs.data?.jobs).toEqual([{ id: payload.job.id, state: 'WAITING' }]);
  });

  it('stores the bytes as sent, readable through a download', async () => {
    const bytes = fileOf(9 * MiB + 5);
    const done = await uploadFile(bff, token, rootId, { filename: 'Check.mp4', bytes });
    const answer = await bff.gql(
      token,
      `mutation ($input: RequestDownloadInput!) {
        requestDownload(input: $input) { url expiresAt } }`,
      { input: { projectId, assetIds: [done.asset.id] } },
    );
    const { url, expiresAt } = answer.data?.requestDownload ?? {};
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 5 * 3600 * 1000);
    const response = await bff.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('does nothing twice when a mutation is retried with its clientMutationId', async () => {
    const bytes = fileOf(10);
    const input = { folderId: rootId, filename: 'Retry.wav', size: bytes.length };
    const first = await startUpload(bff, token, input, 'start-1');
    const again = await startUpload(bff, token, input, 'start-1');
    expect(again.id).toBe(first.id);
    expect(again.urls).toEqual(first.urls);
    const parts = await putParts(bff, again, bytes);
    const done = await finalizeUpload(bff, token, first.id, parts, 'finalize-1');
    const redone = await finalizeUpload(bff, token, first.id, parts, 'finalize-1');
    expect(redone.errors).toBeUndefined();
    expect(redone.data?.finalizeUpload.asset.id).toBe(done.data?.finalizeUpload.asset.id);
    expect(redone.data?.finalizeUpload.job.id).toBe(done.data?.finalizeUpload.job.id);
    expect((await assetNames()).filter((name: string) => name === 'Retry.wav')).toHaveLength(1);
    const other = await finalizeUpload(bff, token, first.id, parts, 'finalize-2');
    expect(firstError(other)).toMatchObject({
      code: 'STATE_CONFLICT',
      data: { state: 'finalised' },
    });
  });

  it('refuses a wrong part set without writing anything, and takes the right one after', async () => {
    const bytes = fileOf(9 * MiB);
    const upload = await startUpload(bff, token, {
      folderId: rootId,
      filename: 'Parts.mov',
      size: bytes.length,
    });
    const parts = await putParts(bff, upload, bytes);
    const [one, two] = parts;
    if (!one || !two) throw new Error('two parts expected');
    const missing = await finalizeUpload(bff, token, upload.id, [one]);
    expect(firstError(missing)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'parts', rule: 'missing' },
    });
    const changed = await finalizeUpload(bff, token, upload.id, [one, { ...two, etag: '"0"' }]);
    expect(firstError(changed)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'parts', rule: 'etag' },
    });
    expect(await assetNames()).not.toContain('Parts.mov');
    const answer = await finalizeUpload(bff, token, upload.id, parts);
    expect(answer.errors).toBeUndefined();
    expect(await assetNames()).toContain('Parts.mov');
  });

  it('refuses a file of another size than declared, and keeps nothing of it', async () => {
    const upload = await startUpload(bff, token, {
      folderId: rootId,
      filename: 'Short.mov',
      size: 100,
    });
    const parts = await putParts(bff, upload, fileOf(99));
    const answer = await finalizeUpload(bff, token, upload.id, parts);
    expect(firstError(answer)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'parts', rule: 'size', expected: 100, actual: 99 },
    });
    expect(await assetNames()).not.toContain('Short.mov');
    const row = await bff.services.db
      .selectFrom('upload')
      .selectAll()
      .where('id', '=', fromGlobalId(upload.id).id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('failed');
    expect(await bff.services.storage.headObject(row.storageKey)).toBeNull();
  });

  it('cancels an upload: it cannot be finalised and is no longer a node', async () => {
    const bytes = fileOf(10);
    const upload = await startUpload(bff, token, {
      folderId: rootId,
      filename: 'Gone.mov',
      size: 10,
    });
    const parts = await putParts(bff, upload, bytes);
    const cancelled = await bff.gql(token, cancelUploadMutation, {
      input: { uploadId: upload.id },
    });
    expect(cancelled.data?.cancelUpload).toEqual({ uploadId: upload.id });
    const again = await bff.gql(token, cancelUploadMutation, { input: { uploadId: upload.id } });
    expect(again.errors).toBeUndefined();
    const answer = await finalizeUpload(bff, token, upload.id, parts);
    expect(firstError(answer)).toMatchObject({
      code: 'STATE_CONFLICT',
      data: { state: 'cancelled' },
    });
    const node = await bff.gql(token, 'query ($id: ID!) { node(id: $id) { id } }', {
      id: upload.id,
    });
    expect(node.data?.node).toBeNull();
  });

  it('serves an upload in progress as a node with fresh part URLs', async () => {
    const upload = await startUpload(bff, token, {
      folderId: rootId,
      filename: 'Node.mov',
      size: 10,
    });
    const node = await bff.gql(
      token,
      'query ($id: ID!) { node(id: $id) { ... on Upload { filename partSize urls } } }',
      { id: upload.id },
    );
    expect(node.data?.node).toEqual({ filename: 'Node.mov', partSize: 8 * MiB, urls: upload.urls });
  });

  it('ignores files whose name starts with a dot', async () => {
    const answer = await bff.gql(token, startUploadMutation, {
      input: { folderId: rootId, filename: '.DS_Store', size: 10, contentType: '' },
    });
    expect(firstError(answer)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        field: 'filename',
        rule: 'dotFile',
      },
    });
  });

  it('stores a file that needs no processing without a job', async () => {
    const done = await uploadFile(bff, token, rootId, {
      filename: 'notes.txt',
      bytes: fileOf(20),
      contentType: 'text/plain',
    });
    expect(done).toMatchObject({ processed: false, job: null, asset: { type: 'OTHER' } });
    expect(done.version).toMatchObject({
      mimetype: 'text/plain',
      isProcessing: false,
      processingJob: null,
    });
  });

  it('lists assets by name as people read them', async () => {
    const { rootId: folderId } = await createProject(bff, managerId, 'Sorting');
    for (const filename of ['Shot 10.mov', 'shot 2.mov', 'Élan.mov']) {
      await uploadFile(bff, token, folderId, { filename, bytes: fileOf(1) });
    }
    expect(await assetNames(folderId)).toEqual(['Élan.mov', 'shot 2.mov', 'Shot 10.mov']);
  });

  it('answers someone out of reach as if the folder and upload did not exist', async () => {
    const start = (folderId: string) =>
      bff.gql(otherToken, startUploadMutation, {
        input: { folderId, filename: 'x.mov', size: 1, contentType: '' },
      });
    const nowhere = toGlobalId('Folder', '00000000-0000-4000-8000-000000000000');
    const answer = firstError(await start(rootId));
    expect(answer).toEqual({ code: 'NOT_FOUND', data: { field: 'folderId', entity: 'folder' } });
    expect(answer).toEqual(firstError(await start(nowhere)));
    const upload = await startUpload(bff, token, {
      folderId: rootId,
      filename: 'Mine.mov',
      size: 1,
    });
    const parts = await putParts(bff, upload, fileOf(1));
    const noUpload = { code: 'NOT_FOUND', data: { field: 'uploadId', entity: 'upload' } };
    expect(firstError(await finalizeUpload(bff, otherToken, upload.id, parts))).toEqual(noUpload);
    const cancel = await bff.gql(otherToken, cancelUploadMutation, {
      input: { uploadId: upload.id },
    });
    expect(firstError(cancel)).toEqual(noUpload);
    const done = await finalizeUpload(bff, token, upload.id, parts);
    const assetId = done.data?.finalizeUpload.asset.id;
    const seen = await bff.gql(otherToken, 'query ($id: ID!) { asset(id: $id) { id } }', {
      id: assetId,
    });
    expect(seen.data?.asset).toBeNull();
    expect((await bff.gql(otherToken, '{ jobs { id } }')).data?.jobs).toEqual([]);
  });
});

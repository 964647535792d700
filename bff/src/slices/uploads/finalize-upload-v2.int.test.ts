import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, putParts, type StartedUpload, startUpload } from './upload.fixture.ts';

const finalizeV2 = `
  mutation ($input: FinalizeUploadInput!) {
    finalizeUploadV2(input: $input) {
      finalization { uploadId status errorCode asset { id } }
      clientMutationId
    }
  }`;

const finalization = `
  query ($id: ID!) {
    uploadFinalization(uploadId: $id) {
      uploadId status errorCode
      asset { name }
      assetEdge { node { name } }
      version { id number filename }
      job { state }
      metadata { parsed matched }
    }
  }`;

const folderAssets = `
  query ($id: ID!) { folder(id: $id) { assets { edges { node { name } } } } }`;

const MiB = 1024 * 1024;

describe('finalizeUploadV2', () => {
  let bff: TestBff;
  let token: string;
  let otherToken: string;
  let rootId: string;

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    otherToken = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    ({ rootId } = await createProject(bff, toGlobalId('User', manager.userId), 'Uploads V2'));
  });
  afterAll(() => bff?.close());

  /** A started upload of `size` bytes with its parts in storage. */
  async function uploaded(filename: string, size = 9 * MiB) {
    const bytes = Buffer.alloc(size, 7);
    const upload = await startUpload(bff, token, { folderId: rootId, filename, size });
    return { upload, parts: await putParts(bff, upload, bytes) };
  }

  /** Polls as the client does until the finalisation is no longer under way. */
  async function settled(upload: StartedUpload) {
    await expect
      .poll(
        async () =>
          (await bff.gql(token, finalization, { id: upload.id })).data?.uploadFinalization.status,
        { interval: 50, timeout: 20_000 },
      )
      .toMatch(/^(DONE|ERROR)$/);
    return (await bff.gql(token, finalization, { id: upload.id })).data?.uploadFinalization;
  }

  it('answers before the upload is finalised; polling gives the asset, version and job', async () => {
    const { upload, parts } = await uploaded('Take 1.mov');
    const answer = await bff.gql(token, finalizeV2, {
      input: { uploadId: upload.id, parts, clientMutationId: 'v2-1' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.finalizeUploadV2).toEqual({
      finalization: { uploadId: upload.id, status: 'RUNNING', errorCode: null, asset: null },
      clientMutationId: 'v2-1',
    });
    expect(await settled(upload)).toEqual({
      uploadId: upload.id,
      status: 'DONE',
      errorCode: null,
      asset: { name: 'Take 1.mov' },
      assetEdge: { node: { name: 'Take 1.mov' } },
      version: {
        id: toGlobalId('Version', fromGlobalId(upload.id).id),
        number: 1,
        filename: 'Take 1.mov',
      },
      job: { state: 'WAITING' },
      metadata: { parsed: 0, matched: 0 },
    });
    const names = (await bff.gql(token, folderAssets, { id: rootId })).data?.folder.assets.edges;
    expect(names).toContainEqual({ node: { name: 'Take 1.mov' } });
    // asked again, it answers where it stands and appends nothing
    const before = await bff.services.store.headSeq();
    const again = await bff.gql(token, finalizeV2, { input: { uploadId: upload.id, parts } });
    expect(again.data?.finalizeUploadV2.finalization.status).toBe('DONE');
    expect(await bff.services.store.headSeq()).toBe(before);
  });

  it('refuses someone who may not upload there as an upload that does not exist, appending nothing', async () => {
    const { upload, parts } = await uploaded('Take 2.mov');
    const before = await bff.services.store.headSeq();
    const refused = await bff.gql(otherToken, finalizeV2, {
      input: { uploadId: upload.id, parts },
    });
    expect(firstError(refused)).toMatchObject({ code: 'NOT_FOUND' });
    const polled = await bff.gql(otherToken, finalization, { id: upload.id });
    expect(firstError(polled)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await bff.services.store.headSeq()).toBe(before);
    const own = await bff.gql(token, finalization, { id: upload.id });
    expect(own.data?.uploadFinalization.status).toBe('TRIGGERED');
  });

  it('refuses missing parts at once, appending nothing', async () => {
    const { upload, parts } = await uploaded('Take 3.mov');
    const before = await bff.services.store.headSeq();
    const answer = await bff.gql(token, finalizeV2, {
      input: { uploadId: upload.id, parts: parts.slice(0, 1) },
    });
    expect(firstError(answer)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await bff.services.store.headSeq()).toBe(before);
  });

  it('ends in ERROR with the reason, the upload cancelled, when storage refuses the parts', async () => {
    const { upload, parts } = await uploaded('Take 4.mov');
    const wrong = parts.map((part) => ({ ...part, etag: '"0"' }));
    const answer = await bff.gql(token, finalizeV2, {
      input: { uploadId: upload.id, parts: wrong },
    });
    expect(answer.data?.finalizeUploadV2.finalization.status).toBe('RUNNING');
    expect(await settled(upload)).toMatchObject({
      status: 'ERROR',
      errorCode: 'VALIDATION_FAILED',
      asset: null,
    });
    // cancelled: whichever server is asked, the read model says it will not finalise
    await expect
      .poll(
        async () =>
          (await bff.gql(token, finalizeV2, { input: { uploadId: upload.id, parts } })).data
            ?.finalizeUploadV2.finalization.status,
      )
      .toBe('ERROR');
    const names = (await bff.gql(token, folderAssets, { id: rootId })).data?.folder.assets.edges;
    expect(names).not.toContainEqual({ node: { name: 'Take 4.mov' } });
  });
});

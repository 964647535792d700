import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostileWorld, startHostileWorld } from '../graphql/hostile.fixture.ts';
import { imageUploadId } from '../slices/images/image-upload.ts';

let world: HostileWorld;

beforeAll(async () => {
  world = await startHostileWorld();
});

afterAll(async () => {
  await world?.close();
});

interface Answer {
  errors?: { extensions?: { code?: string; data?: unknown } }[];
  code?: string;
}

/** The status, the code (of a REST body or of the first GraphQL error) and whether the log grew. */
async function outcome(body: unknown, headers: Record<string, string> = {}) {
  const before = await world.headSeq();
  const response = await world.post(body, headers);
  const answer = response.json<Answer>();
  return {
    status: response.statusCode,
    code: answer.errors?.[0]?.extensions?.code ?? answer.code,
    appended: (await world.headSeq()) !== before,
  };
}

const refused = { status: 400, code: 'VALIDATION_FAILED', appended: false };

describe('a client mistake is answered as one, never as INTERNAL', () => {
  it('refuses a query that is not text', async () => {
    expect(await outcome('{"query":1}')).toEqual(refused);
    expect(await outcome('{"query":true}')).toEqual(refused);
    expect(await outcome('{"query":{"a":1}}')).toEqual(refused);
  });

  it('refuses a JSON body sent as application/graphql', async () => {
    const body = JSON.stringify({ query: '{ currentUser { id } }' });
    const answer = await outcome(body, { 'content-type': 'application/graphql' });
    expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', appended: false });
    expect(answer.status).toBeLessThan(500);
  });

  it('refuses a subscription sent over POST', async () => {
    const query = 'subscription ($projectId: ID!) { jobUpdated(projectId: $projectId) { id } }';
    const answer = await outcome({ query, variables: { projectId: world.ids.projectId } });
    expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', appended: false });
    expect(answer.status).toBeLessThan(500);
  });

  it('refuses an upload size beyond any integer', async () => {
    const query = `mutation ($input: StartUploadInput!) { startUpload(input: $input) { upload { id } } }`;
    for (const size of ['1e400', '99999999999999999999999']) {
      const input = `{"folderId":"${world.ids.folderId}","filename":"a.mov","size":${size},"contentType":"video/quicktime"}`;
      const body = `{"query":${JSON.stringify(query)},"variables":{"input":${input}}}`;
      expect(await outcome(body)).toMatchObject({ code: 'VALIDATION_FAILED', appended: false });
    }
    expect(await world.multipartFolders()).toEqual([]);
  });

  it('refuses a forged image upload id as one nothing has', async () => {
    const query = `mutation ($input: ConfirmFolderPosterInput!) {
      confirmFolderPoster(input: $input) { folder { id } } }`;
    const ownerId = world.ids.folderId;
    const { fromGlobalId } = await import('../graphql/global-id.ts');
    const forged = imageUploadId({
      owner: 'folder',
      ownerId: fromGlobalId(ownerId, { type: 'Folder', field: 'id' }).id,
      kind: 'poster',
      uploadId: '00000000-0000-4000-8000-000000000000',
      contentType: 'image/png',
      multipartId: 'forged',
    });
    for (const multipartId of ['forged', '../../objects', '11111111-1111-4111-8111-111111111111']) {
      const uploadId = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(forged, 'base64url').toString()), multipartId }),
      ).toString('base64url');
      const answer = await outcome({ query, variables: { input: { uploadId, etag: '"x"' } } });
      expect(answer).toEqual({ status: 200, code: 'NOT_FOUND', appended: false });
    }
  });
});

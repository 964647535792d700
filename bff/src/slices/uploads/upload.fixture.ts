import { expect } from 'vitest';
import type { GraphQLAnswer, TestBff } from '../test-bff.fixture.ts';

/** A BFF to upload through: its app and GraphQL as someone. */
export type UploadTarget = Pick<TestBff, 'app' | 'gql'>;

export const startUploadMutation = `
  mutation ($input: StartUploadInput!) {
    startUpload(input: $input) { upload { id filename size partSize urls } clientMutationId }
  }`;

export const finalizeUploadMutation = `
  mutation ($input: FinalizeUploadInput!) {
    finalizeUpload(input: $input) {
      processed
      asset { id name type allowedTo { edit delete download share comment } }
      assetEdge { cursor node { name } }
      version { id number filename size mimetype isProcessing processingJob { id state } }
      job { id name type state progress }
      metadata { parsed matched folderHasClips folderHasMetadata }
      clientMutationId
    }
  }`;

export const cancelUploadMutation = `
  mutation ($input: CancelUploadInput!) { cancelUpload(input: $input) { uploadId } }`;

export interface StartedUpload {
  id: string;
  partSize: number;
  urls: string[];
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

/** `startUpload` answered without errors. */
export async function startUpload(
  bff: UploadTarget,
  token: string,
  input: {
    folderId: string;
    filename: string;
    size: number;
    contentType?: string;
    /** For a new version of this asset. */
    assetId?: string;
  },
  clientMutationId?: string,
): Promise<StartedUpload> {
  const answer = await bff.gql(token, startUploadMutation, {
    input: { ...input, contentType: input.contentType ?? 'video/mp4', clientMutationId },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.startUpload.upload;
}

/** PUTs each part of `bytes` to its signed URL as a browser would; the parts with their ETags. */
export async function putParts(
  bff: UploadTarget,
  upload: StartedUpload,
  bytes: Buffer,
): Promise<UploadedPart[]> {
  const parts: UploadedPart[] = [];
  for (const [index, url] of upload.urls.entries()) {
    const start = index * upload.partSize;
    const response = await bff.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes.subarray(start, start + upload.partSize),
    });
    expect(response.statusCode).toBe(200);
    parts.push({ partNumber: index + 1, etag: String(response.headers.etag) });
  }
  return parts;
}

export const finalizeUpload = (
  bff: UploadTarget,
  token: string,
  uploadId: string,
  parts: UploadedPart[],
  clientMutationId?: string,
): Promise<GraphQLAnswer> =>
  bff.gql(token, finalizeUploadMutation, { input: { uploadId, parts, clientMutationId } });

/** Uploads a whole file into the folder; the `finalizeUpload` payload. */
export async function uploadFile(
  bff: UploadTarget,
  token: string,
  folderId: string,
  file: { filename: string; bytes: Buffer; contentType?: string; assetId?: string },
) {
  const input = { folderId, filename: file.filename, size: file.bytes.length };
  const upload = await startUpload(bff, token, {
    ...input,
    contentType: file.contentType,
    ...(file.assetId && { assetId: file.assetId }),
  });
  const answer = await finalizeUpload(
    bff,
    token,
    upload.id,
    await putParts(bff, upload, file.bytes),
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.finalizeUpload;
}

/** A project managed by `managerId` (a global id); its root folder's id. */
export async function createProject(
  bff: Pick<TestBff, 'gql' | 'adminToken'>,
  managerId: string,
  name: string,
) {
  const workspaceId = (await bff.gql(bff.adminToken, '{ workspaces { id } }')).data?.workspaces[0]
    .id;
  const answer = await bff.gql(
    bff.adminToken,
    `mutation ($input: CreateProjectInput!) {
      createProject(input: $input) { project { id rootFolder { id } } }
    }`,
    { input: { workspaceId, managerId, name } },
  );
  expect(answer.errors).toBeUndefined();
  const project = answer.data?.createProject.project;
  return { projectId: project.id as string, rootId: project.rootFolder.id as string };
}

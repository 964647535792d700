import { expect } from 'vitest';
import type { GraphQLAnswer } from '../test-bff.fixture.ts';
import { putParts, type UploadTarget } from '../uploads/upload.fixture.ts';

export const startMetadataUploadMutation = `
  mutation ($input: StartMetadataUploadInput!) {
    startMetadataUpload(input: $input) {
      upload { id filename size partSize urls multipartId }
    }
  }`;

export const importMetadataMutation = `
  mutation ($input: ImportMetadataInput!) {
    importMetadata(input: $input) {
      result { parsed matched folderHasClips folderHasMetadata }
    }
  }`;

/** A metadata file uploaded to storage, not yet imported: the `importMetadata` input for it. */
export async function uploadMetadataFile(
  bff: UploadTarget,
  token: string,
  folderId: string,
  file: { filename: string; bytes: Uint8Array },
) {
  const bytes = Buffer.from(file.bytes);
  const input = { folderId, filename: file.filename, size: bytes.length };
  const answer = await bff.gql(token, startMetadataUploadMutation, { input });
  expect(answer.errors).toBeUndefined();
  const upload = answer.data?.startMetadataUpload.upload;
  const parts = await putParts(bff, upload, bytes);
  return {
    folderId,
    uploadId: upload.id as string,
    multipartId: upload.multipartId as string,
    filename: file.filename,
    parts,
  };
}

/** Uploads and imports a metadata file into the folder; the answer as it is. */
export async function importMetadataFile(
  bff: UploadTarget,
  token: string,
  folderId: string,
  file: { filename: string; bytes: Uint8Array },
): Promise<GraphQLAnswer> {
  const input = await uploadMetadataFile(bff, token, folderId, file);
  return bff.gql(token, importMetadataMutation, { input });
}

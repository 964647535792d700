import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import type { asAdmin } from './graphql.ts';

type Gql = Awaited<ReturnType<typeof asAdmin>>;

const startUpload = `mutation ($input: StartUploadInput!) {
  startUpload(input: $input) { upload { id partSize urls } } }`;
const finalizeUpload = `mutation ($input: FinalizeUploadInput!) {
  finalizeUpload(input: $input) { asset { id } version { id } } }`;
const streamOf = (id: string) => `{ node(id: "${id}") { ... on Version { streamUrl } } }`;

/**
 * Uploads a file into a folder as the web client does (startUpload, a PUT per part, then
 * finalizeUpload), as a new asset or a new version of `assetId`, and waits until it plays; the
 * asset's id.
 */
export async function uploadPlayable(
  request: APIRequestContext,
  gql: Gql,
  folderId: string,
  path: string,
  options: { assetId?: string } = {},
): Promise<string> {
  const bytes = await readFile(path);
  const input = {
    folderId,
    filename: basename(path),
    size: bytes.length,
    contentType: 'video/mp4',
    ...options,
  };
  const { upload } = (await gql(startUpload, input)).startUpload;
  const parts = [];
  for (const [index, url] of (upload.urls as string[]).entries()) {
    const chunk = bytes.subarray(index * upload.partSize, (index + 1) * upload.partSize);
    const put = await request.put(url, { data: chunk });
    expect(put.status()).toBe(200);
    parts.push({ partNumber: index + 1, etag: put.headers().etag });
  }
  const { asset, version } = (await gql(finalizeUpload, { uploadId: upload.id, parts }))
    .finalizeUpload;
  const assetId: string = asset.id;
  await expect
    .poll(async () => (await gql(streamOf(version.id))).node.streamUrl, {
      timeout: 120_000,
    })
    .toBeTruthy();
  return assetId;
}

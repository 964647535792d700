import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stagedUploadName } from '@rushes/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import {
  createProject,
  finalizeUpload,
  type StartedUpload,
  startUpload,
} from './upload.fixture.ts';

const MiB = 1024 * 1024;
const takeStagedUpload = `mutation ($input: TakeStagedUploadInput!) {
  takeStagedUpload(input: $input) { upload { id storedParts { partNumber etag size } } } }`;
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('takeStagedUpload', () => {
  let bff: TestBff;
  let folderId: string;

  beforeAll(async () => {
    bff = await startTestBff();
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    ({ rootId: folderId } = await createProject(bff, toGlobalId('User', manager.userId), 'Set'));
  });
  afterAll(() => bff?.close());

  /** An upload of `bytes`, and its file as Rushes Transfer's server leaves it whole. */
  async function staged(bytes: Buffer, filename: string) {
    const upload = await startUpload(bff, bff.adminToken, {
      folderId,
      filename,
      size: bytes.length,
    });
    const file = join(bff.services.config.transferStagingDir ?? '', stagedUploadName(upload.id));
    await writeFile(file, bytes);
    return { upload, file };
  }
  const partsOf = (bytes: Buffer, upload: StartedUpload) =>
    upload.urls.map((_, index) => ({
      partNumber: index + 1,
      md5: md5(bytes.subarray(index * upload.partSize, (index + 1) * upload.partSize)),
    }));
  const take = (upload: StartedUpload, parts: { partNumber: number; md5: string }[]) =>
    bff.gql(bff.adminToken, takeStagedUpload, { input: { uploadId: upload.id, parts } });

  it('takes the file whole as every part, and the upload finalises with them', async () => {
    const bytes = randomBytes(17 * MiB);
    const { upload, file } = await staged(bytes, 'A001C003.mov');
    const answer = await take(upload, partsOf(bytes, upload));
    expect(answer.errors).toBeUndefined();
    const stored = answer.data?.takeStagedUpload.upload.storedParts;
    expect(stored).toEqual(
      partsOf(bytes, upload).map(({ partNumber, md5: hex }) => ({
        partNumber,
        etag: `"${hex}"`,
        size: partNumber < 3 ? 8 * MiB : MiB,
      })),
    );
    // moved, not copied; asked again (its answer lost), the same parts
    await expect(stat(file)).rejects.toThrow();
    const again = await take(upload, partsOf(bytes, upload));
    expect(again.data?.takeStagedUpload.upload.storedParts).toEqual(stored);
    const parts = stored.map(({ partNumber, etag }: { partNumber: number; etag: string }) => ({
      partNumber,
      etag,
    }));
    const finalized = await finalizeUpload(bff, bff.adminToken, upload.id, parts);
    expect(finalized.errors).toBeUndefined();
    const version = finalized.data?.finalizeUpload.version;
    expect(version.size).toBe(bytes.length);
    const key = (
      await bff.services.db
        .selectFrom('version')
        .select('sourceKey')
        .where('filename', '=', 'A001C003.mov')
        .executeTakeFirstOrThrow()
    ).sourceKey;
    const kept = Buffer.concat(await (await bff.services.storage.getObject(key)).toArray());
    expect(md5(kept)).toBe(md5(bytes));
  });

  it('refuses a file that is not the bytes named, and leaves it where it was', async () => {
    const bytes = randomBytes(9 * MiB);
    const { upload, file } = await staged(bytes, 'A001C004.mov');
    const parts = partsOf(bytes, upload);
    const changed = [{ partNumber: 1, md5: md5(Buffer.from('other')) }, ...parts.slice(1)];
    expect(firstError(await take(upload, changed))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'parts', rule: 'staged' },
    });
    expect(firstError(await take(upload, parts.slice(1)))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'parts', rule: 'staged' },
    });
    expect(firstError(await take(upload, [{ partNumber: 1, md5: 'not an md5' }]))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'parts', rule: 'md5' },
    });
    expect(md5(await readFile(file))).toBe(md5(bytes));
  });

  it('says when there is no staged file to take: its parts are to be sent', async () => {
    const bytes = randomBytes(MiB);
    const upload = await startUpload(bff, bff.adminToken, {
      folderId,
      filename: 'A001C005.mov',
      size: bytes.length,
    });
    expect(firstError(await take(upload, partsOf(bytes, upload)))).toMatchObject({
      code: 'STATE_CONFLICT',
      data: { field: 'uploadId', state: 'notStaged' },
    });
  });
});

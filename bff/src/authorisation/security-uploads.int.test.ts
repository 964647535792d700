import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostileWorld, startHostileWorld } from '../graphql/hostile.fixture.ts';
import { sweepUploads } from '../slices/uploads/upload-sweeper.ts';

let world: HostileWorld;

beforeAll(async () => {
  world = await startHostileWorld();
});

afterAll(async () => {
  await world?.close();
});

const startUpload = `mutation ($input: StartUploadInput!) {
  startUpload(input: $input) { upload { id partSize urls } } }`;

interface Started {
  id: string;
  partSize: number;
  urls: string[];
}

async function start(size: number) {
  const before = await world.headSeq();
  const input = { folderId: world.ids.folderId, filename: 'a.mov', size, contentType: 'video/mp4' };
  const answer = await world.gql(startUpload, { input });
  return {
    answer,
    upload: answer.data?.startUpload.upload as Started | undefined,
    appended: (await world.headSeq()) !== before,
  };
}

/** The bytes written into the upload's file so far. */
async function bytesOnDisk(): Promise<number> {
  const [folder] = await world.multipartFolders();
  return (await stat(join(world.storageRoot, 'multipart', folder ?? '', 'data'))).size;
}

describe('uploads have limits, refused early', () => {
  it('refuses a declared 1 TB upload at startUpload, storing nothing', async () => {
    const { answer, appended } = await start(1_000_000_000_000);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'size', rule: 'range', max: 256_000_000_000 },
    });
    expect(appended).toBe(false);
    expect(await world.multipartFolders()).toEqual([]);
  });

  it('refuses a part larger than the part size before writing it, and keeps none of it', async () => {
    const { upload } = await start(20 * 1024 * 1024);
    if (!upload) throw new Error('the upload did not start');
    const url = upload.urls[0] ?? '';
    const oversized = Buffer.alloc(upload.partSize + 1, 1);
    const declared = await world.app.inject({ method: 'PUT', url, payload: oversized });
    expect(declared.statusCode).toBe(400);
    expect(declared.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await bytesOnDisk()).toBe(0);
    // Without a Content-Length the part is stopped at the limit, and what it wrote taken back
    // (the injected request's body is destroyed with the refusal, which rejects the injection).
    await world.app
      .inject({
        method: 'PUT',
        url,
        payload: Readable.from([oversized.subarray(0, upload.partSize), Buffer.from([1])]),
      })
      .catch(() => null);
    expect(await bytesOnDisk()).toBe(0);
  });

  it('aborts an upload abandoned for the days it is kept, parts and all', async () => {
    expect(await world.multipartFolders()).not.toEqual([]);
    const keepDays = 7;
    const sixDaysOn = new Date(Date.now() + 6 * 24 * 3600 * 1000);
    await sweepUploads(world.storage, world.app.log, keepDays, sixDaysOn);
    expect(await world.multipartFolders()).not.toEqual([]);
    const aWeekOn = new Date(Date.now() + (7 * 24 + 1) * 3600 * 1000);
    await sweepUploads(world.storage, world.app.log, keepDays, aWeekOn);
    expect(await world.multipartFolders()).toEqual([]);
  });
});

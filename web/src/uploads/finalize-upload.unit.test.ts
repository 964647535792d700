import { describe, expect, it } from 'vitest';
import { FINALIZE_GIVE_UP_MS, FINALIZE_POLL_MS, finalizeUpload } from './finalize-upload.ts';
import { fakeUploadApi } from './upload.fixture.ts';

const input = {
  uploadId: 'version-1',
  folderId: 'folder-1',
  parts: [{ partNumber: 1, etag: '"a"' }],
};

/** A wait that returns at once and remembers how long it was asked to wait. */
function fakeWait() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe('finalising an upload', () => {
  it('goes through finalizeUpload without the new upload experience', async () => {
    const { api, calls } = fakeUploadApi({ finalizations: ['RUNNING', 'DONE'] });
    const result = await finalizeUpload(api, input, fakeWait().wait);
    expect(result).toMatchObject({ assetId: 'asset-version-1', versionId: 'version-1' });
    expect(calls.finalizeUpload).toEqual([input]);
    expect(calls.finalizeUploadV2).toEqual([]);
    expect(calls.uploadFinalization).toEqual([]);
  });

  it('with it, asks finalizeUploadV2 and polls its status every 2 s until DONE', async () => {
    const { api, calls } = fakeUploadApi({
      prefersUploadV2: true,
      finalizations: ['RUNNING', 'TRIGGERED', 'RUNNING', 'DONE'],
    });
    const { waits, wait } = fakeWait();
    const result = await finalizeUpload(api, input, wait);
    expect(result).toMatchObject({ assetId: 'asset-version-1', versionId: 'version-1' });
    expect(calls.finalizeUpload).toEqual([]);
    expect(calls.finalizeUploadV2).toEqual([input]);
    expect(calls.uploadFinalization).toEqual(['version-1', 'version-1', 'version-1']);
    expect(waits).toEqual([FINALIZE_POLL_MS, FINALIZE_POLL_MS, FINALIZE_POLL_MS]);
  });

  it('fails on ERROR with its code', async () => {
    const { api } = fakeUploadApi({ prefersUploadV2: true, finalizations: ['RUNNING', 'ERROR'] });
    await expect(finalizeUpload(api, input, fakeWait().wait)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('gives up on a finalisation that never ends', async () => {
    const { api, calls } = fakeUploadApi({ prefersUploadV2: true, finalizations: ['RUNNING'] });
    await expect(finalizeUpload(api, input, fakeWait().wait)).rejects.toMatchObject({
      code: 'STATE_CONFLICT',
    });
    expect(calls.uploadFinalization).toHaveLength(FINALIZE_GIVE_UP_MS / FINALIZE_POLL_MS);
  });
});

import { createHash } from 'node:crypto';
import type { StoredPart } from '@rushes/rules';
import { fakeStorage } from '@rushes/rules/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploadApi, file } from './upload.fixture.ts';
import { createUploadEngine, PROGRESS_INTERVAL_MS } from './upload-engine.ts';

const target = { projectId: 'project-1', folderId: 'folder-1' };
/** The ETag storage gives a part of `size` zero bytes (the test files hold zeros). */
const zerosEtag = (size: number) =>
  `"${createHash('md5').update(new Uint8Array(size)).digest('hex')}"`;

function setup(storedParts: StoredPart[]) {
  const storage = fakeStorage();
  const { api, calls } = fakeUploadApi({ partSize: 10, storedParts });
  const engine = createUploadEngine({ api, putPart: storage.putPart });
  const op = (index: number) => {
    const found = engine.getOperations().at(index);
    if (!found) throw new Error(`no operation at ${index}`);
    return found;
  };
  return { engine, storage, calls, op };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload engine: resuming', () => {
  it('sends only the parts storage does not hold as the file has them, from where it stopped', async () => {
    const { engine, storage, calls, op } = setup([
      { partNumber: 1, size: 10, etag: zerosEtag(10) },
      { partNumber: 2, size: 10, etag: zerosEtag(9) }, // bytes that are not the file's
      { partNumber: 3, size: 5, etag: zerosEtag(5) },
    ]);
    engine.add([file('A001C003.mov', 25)], target);
    await vi.waitFor(() => expect(storage.pending).toHaveLength(1));
    expect(calls.startUpload[0]).toMatchObject({ filename: 'A001C003.mov', resume: true });
    expect(storage.waiting(0).url).toBe('https://storage/version-1/2');
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    // the held bytes count as uploaded, not into the link's rate
    expect(op(0)).toMatchObject({ state: 'Uploading', uploaded: 15, bytesPerSecond: 0 });
    storage.succeedAll();
    await vi.waitFor(() => expect(op(0).state).toBe('Completed'));
    expect(calls.finalizeUpload[0]?.parts).toEqual([
      { partNumber: 1, etag: zerosEtag(10) },
      { partNumber: 2, etag: '"etag-https://storage/version-1/2"' },
      { partNumber: 3, etag: zerosEtag(5) },
    ]);
  });

  it('starts an upload of its own for a file it is sending already', async () => {
    const { engine, calls } = setup([]);
    engine.add([file('a.mov', 10), file('a.mov', 10), file('b.mov', 10)], target);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.startUpload.map((input) => [input.filename, input.resume])).toEqual([
      ['a.mov', true],
      ['a.mov', false],
      ['b.mov', true],
    ]);
  });
});

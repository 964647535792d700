import { backoffMs, PART_ATTEMPTS } from '@rushes/rules';
import { fakeStorage } from '@rushes/rules/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../relay/api-error.ts';
import { groupOperations, type JobState } from './operation.ts';
import type { MetadataMatch, MetadataNotice } from './operations.ts';
import { fakeUploadApi, file, jobSnapshot, noMetadata } from './upload.fixture.ts';
import type { FinalizeStatus } from './upload-api.ts';
import { createUploadEngine, type UploadOutcome } from './upload-engine.ts';

const target = { projectId: 'project-1', folderId: 'folder-1' };

function setup(
  options: {
    partSize?: number;
    jobState?: JobState | null;
    kept?: MetadataMatch;
    imports?: MetadataMatch | Error;
    prefersUploadV2?: boolean;
    finalizations?: FinalizeStatus[];
  } = {},
) {
  const storage = fakeStorage();
  const { api, calls } = fakeUploadApi(options);
  const outcomes: UploadOutcome[] = [];
  const notices: MetadataNotice[] = [];
  const engine = createUploadEngine({
    api,
    putPart: storage.putPart,
    onOutcome: (outcome) => outcomes.push(outcome),
    onMetadata: (notice) => notices.push(notice),
  });
  const states = () => engine.getOperations().map((op) => op.state);
  const op = (index: number) => {
    const found = engine.getOperations().at(index);
    if (!found) throw new Error(`no operation at ${index}`);
    return found;
  };
  return { engine, storage, calls, outcomes, notices, states, op };
}

/** Lets the engine's promises run without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Fails `times` attempts of a part in a row from attempt `from`, waiting out each back-off. */
async function failEveryAttempt(
  storage: ReturnType<typeof fakeStorage>,
  url: string,
  times: number,
  from = 1,
) {
  for (let attempt = from; attempt < from + times; attempt++) {
    await vi.advanceTimersByTimeAsync(backoffMs(attempt));
    storage.pending.find((put) => put.url === url)?.fail();
    await settle();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload engine: concurrency', () => {
  it('uploads 3 files at a time and starts the next when one is uploaded', async () => {
    const { engine, storage, states } = setup();
    engine.add(
      ['a', 'b', 'c', 'd', 'e'].map((name) => file(`${name}.mov`, 10)),
      target,
    );
    await settle();
    expect(states()).toEqual([
      'Uploading',
      'Uploading',
      'Uploading',
      'UploadingQueued',
      'UploadingQueued',
    ]);
    expect(storage.pending).toHaveLength(3);
    storage.waiting(0).succeed();
    await settle();
    expect(states()).toEqual([
      'Completed',
      'Uploading',
      'Uploading',
      'Uploading',
      'UploadingQueued',
    ]);
  });

  it('sends 6 parts of a file at a time, then more as they go through, in order at the finalise', async () => {
    const { engine, storage, calls, states } = setup({ partSize: 2 });
    engine.add([file('a.mov', 25)], target);
    await settle();
    expect(storage.pending).toHaveLength(6);
    while (storage.pending.length > 0) {
      storage.waiting(0).succeed();
      await settle();
    }
    // six parts went through at one rate: one more in flight (part-concurrency.ts)
    expect(storage.maxInFlight()).toBe(7);
    expect(storage.all.map((put) => put.body.size)).toEqual([...Array(12).fill(2), 1]);
    const parts = calls.finalizeUpload[0]?.parts ?? [];
    expect(parts.map((part) => part.partNumber)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    expect(parts[0]?.etag).toBe('"etag-https://storage/version-1/1"');
    expect(states()).toEqual(['Completed']);
  });

  it('starts a new version of the asset it is dropped on, and a new asset otherwise', async () => {
    const { engine, storage, calls, op } = setup();
    engine.add([file('Cut v2.ale', 10)], { ...target, newVersionOf: 'asset-7' });
    engine.add([file('b.mov', 10)], target);
    await settle();
    expect(calls.startUpload.map((input) => [input.filename, input.assetId])).toEqual([
      ['Cut v2.ale', 'asset-7'],
      ['b.mov', null],
    ]);
    storage.succeedAll();
    await settle();
    expect(op(0)).toMatchObject({ state: 'Completed', isMetadata: false });
  });
});

describe('upload engine: part retry', () => {
  it('tries a failed part once more after 1 s', async () => {
    const { engine, storage, states } = setup();
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.waiting(0).fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(storage.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(storage.all).toHaveLength(2);
    expect(storage.sent(1).url).toBe(storage.sent(0).url);
    storage.waiting(0).succeed();
    await settle();
    expect(states()).toEqual(['Completed']);
  });

  it('fails the upload when a part fails 10 times, aborting the other parts, keeping the held', async () => {
    const { engine, storage, calls, states, outcomes, op } = setup({ partSize: 5 });
    engine.add([file('a.mov', 10)], target);
    await settle();
    const first = storage.waiting(0);
    await failEveryAttempt(storage, first.url, PART_ATTEMPTS - 1);
    expect(states()).toEqual(['Uploading']);
    await failEveryAttempt(storage, first.url, 1, PART_ATTEMPTS);
    expect(states()).toEqual(['Failed']);
    expect(op(0).reason).toBe('The file could not be sent to storage.');
    expect(storage.pending).toEqual([]);
    // the parts storage holds stay, for Retry or the same file chosen again to resume
    expect(calls.cancelUpload).toEqual([]);
    expect(calls.finalizeUpload).toHaveLength(0);
    expect(outcomes).toEqual(['failed']);
  });
});

describe('upload engine: progress', () => {
  it('publishes bytes uploaded and bytes per second every 500 ms', async () => {
    const { engine, storage, op } = setup({ partSize: 1000 });
    engine.add([file('a.mov', 1000)], target);
    await settle();
    const put = storage.waiting(0);
    await vi.advanceTimersByTimeAsync(200);
    put.onProgress(250);
    expect(op(0).uploaded).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(op(0)).toMatchObject({ uploaded: 250, bytesPerSecond: 500 });
    put.onProgress(500);
    await vi.advanceTimersByTimeAsync(499);
    expect(op(0).uploaded).toBe(250);
    await vi.advanceTimersByTimeAsync(1);
    expect(op(0)).toMatchObject({ uploaded: 500, bytesPerSecond: 500 });
  });
});

describe('upload engine: states', () => {
  it('goes Analysing while finalising, then ProcessingQueued for a waiting job', async () => {
    const { engine, storage, states, calls, op } = setup({ jobState: 'WAITING' });
    const seen = new Set<string>();
    engine.subscribe(() => seen.add(op(0).state));
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    expect([...seen]).toEqual(['UploadingQueued', 'Uploading', 'Analysing', 'ProcessingQueued']);
    expect(states()).toEqual(['ProcessingQueued']);
    expect(calls.finalizeUpload[0]).toMatchObject({ uploadId: 'version-1', folderId: 'folder-1' });
    expect(groupOperations(engine.getOperations()).jobs).toHaveLength(1);
  });

  it('with the new upload experience, stays Analysing while it polls the finalisation every 2 s', async () => {
    const { engine, storage, states, calls } = setup({
      jobState: 'WAITING',
      prefersUploadV2: true,
      finalizations: ['RUNNING', 'RUNNING', 'DONE'],
    });
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    expect(calls.finalizeUploadV2).toHaveLength(1);
    expect(calls.finalizeUpload).toEqual([]);
    expect(states()).toEqual(['Analysing']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.uploadFinalization).toEqual(['version-1']);
    expect(states()).toEqual(['Analysing']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.uploadFinalization).toEqual(['version-1', 'version-1']);
    expect(states()).toEqual(['ProcessingQueued']);
  });

  it('follows job updates: running, then completed; an older update is ignored', async () => {
    const { engine, storage, op } = setup({ jobState: 'WAITING' });
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    const jobId = op(0).jobId ?? '';
    const later = new Date(Date.now() + 5000).toISOString();
    engine.applyJob(jobSnapshot(jobId, 'RUNNING', 40));
    expect(op(0)).toMatchObject({ state: 'Processing', processed: 40 });
    engine.applyJob(jobSnapshot(jobId, 'COMPLETED', 100, later));
    engine.applyJob(jobSnapshot(jobId, 'RUNNING', 60));
    expect(op(0)).toMatchObject({ state: 'Completed', processed: 100 });
    expect(groupOperations(engine.getOperations()).history).toHaveLength(1);
  });

  it('archives the finished operations when new ones arrive', async () => {
    const { engine, storage, op } = setup();
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    engine.add([file('b.mov', 10)], target);
    expect(op(0)).toMatchObject({ state: 'Completed', isArchived: true });
    expect(op(1).isArchived).toBe(false);
  });

  it('tells the outcome once, when no upload is left', async () => {
    const { engine, storage, outcomes } = setup();
    engine.add([file('a.mov', 10), file('b.mov', 10)], target);
    await settle();
    storage.waiting(0).succeed();
    await settle();
    expect(outcomes).toEqual([]);
    storage.waiting(0).succeed();
    await settle();
    expect(outcomes).toEqual(['succeeded']);
  });
});

describe('upload engine: cancel', () => {
  it('cancels an upload: archived, parts aborted, multipart cancelled, the next one starts', async () => {
    const { engine, storage, calls, op, states } = setup();
    engine.add(
      ['a', 'b', 'c', 'd'].map((name) => file(`${name}.mov`, 10)),
      target,
    );
    await settle();
    const put = storage.waiting(0);
    await engine.cancel(op(0).id);
    await settle();
    expect(op(0)).toMatchObject({ state: 'Cancelled', isArchived: true });
    expect(put.signal.aborted).toBe(true);
    expect(calls.cancelUpload).toEqual(['version-1']);
    expect(states().slice(1)).toEqual(['Uploading', 'Uploading', 'Uploading']);
  });

  it('cancels a processing job on the server', async () => {
    const { engine, storage, calls, op } = setup({ jobState: 'RUNNING' });
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    expect(op(0).state).toBe('Processing');
    await engine.cancel(op(0).id);
    expect(calls.cancelJob).toEqual(['job-version-1']);
    expect(op(0).state).toBe('Cancelled');
  });

  it('offers no cancel on failed entries', async () => {
    const { engine, storage, calls, op } = setup();
    engine.add([file('a.mov', 10)], target);
    await settle();
    await failEveryAttempt(storage, storage.waiting(0).url, PART_ATTEMPTS);
    await engine.cancel(op(0).id);
    expect(op(0).state).toBe('Failed');
    expect(calls.cancelUpload).toEqual([]);
  });

  it('Sign Out cancels the queued and running uploads, not the jobs', async () => {
    const { engine, storage, states } = setup({ jobState: 'RUNNING' });
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    engine.add(
      ['b', 'c', 'd', 'e'].map((name) => file(`${name}.mov`, 10)),
      target,
    );
    await settle();
    await engine.cancelUploads();
    expect(states()).toEqual(['Processing', 'Cancelled', 'Cancelled', 'Cancelled', 'Cancelled']);
  });
});

describe('upload engine: retry and clear', () => {
  it('retries a failed upload from the start', async () => {
    const { engine, storage, calls, op } = setup();
    engine.add([file('a.mov', 10)], target);
    await settle();
    await failEveryAttempt(storage, storage.waiting(0).url, PART_ATTEMPTS);
    await engine.retry(op(0).id);
    await settle();
    expect(op(0).state).toBe('Uploading');
    storage.succeedAll();
    await settle();
    expect(op(0).state).toBe('Completed');
    expect(calls.startUpload.map((input) => input.resume)).toEqual([true, true]);
  });

  it('retries a failed job on the server, queued with no progress', async () => {
    const { engine, storage, calls, op } = setup({ jobState: 'RUNNING' });
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    engine.applyJob({ ...jobSnapshot('job-version-1', 'FAILED', 30), reason: 'Not a video' });
    expect(op(0)).toMatchObject({ state: 'Failed', reason: 'Not a video' });
    await engine.retry(op(0).id);
    expect(calls.retryJob).toEqual(['job-version-1']);
    expect(op(0)).toMatchObject({ state: 'ProcessingQueued', processed: 0, isArchived: false });
  });

  it('does not retry what has not failed or been cancelled', async () => {
    const { engine, storage, calls, op } = setup();
    engine.add([file('a.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    await engine.retry(op(0).id);
    expect(op(0).state).toBe('Completed');
    expect(calls.startUpload).toHaveLength(1);
  });

  it("History's Clear removes Completed, Cancelled and Failed entries", async () => {
    const { engine, storage, op, states } = setup({ jobState: 'RUNNING' });
    engine.add(
      ['a', 'b', 'c'].map((name) => file(`${name}.mov`, 10)),
      target,
    );
    await settle();
    storage.waiting(0).succeed();
    await engine.cancel(op(1).id);
    await settle();
    expect(states()).toEqual(['Processing', 'Cancelled', 'Uploading']);
    engine.clearHistory();
    expect(states()).toEqual(['Processing', 'Uploading']);
  });
});

describe('upload engine: metadata files', () => {
  it('imports a metadata file after the clips added with it, and tells what it did', async () => {
    const { engine, storage, calls, notices, states, op } = setup();
    engine.add([file('Day 1.ale', 10), file('A001.mov', 10)], target);
    await settle();
    expect(engine.getOperations().map((o) => o.name)).toEqual(['A001.mov', 'Day 1.ale']);
    expect(states()).toEqual(['Uploading', 'UploadingQueued']);
    storage.succeedAll();
    await settle();
    storage.succeedAll();
    await settle();
    expect(states()).toEqual(['Completed', 'Completed']);
    expect(calls.importMetadata).toMatchObject([
      { folderId: 'folder-1', filename: 'Day 1.ale', multipartId: 'multipart' },
    ]);
    expect(op(1).isMetadata).toBe(true);
    expect(notices).toEqual(['attached']);
  });

  it('fails a file that does not read with the notice that stays', async () => {
    const unreadable = new ApiError('VALIDATION_FAILED', {
      field: 'file',
      rule: 'metadataIntegrity',
    });
    const { engine, storage, notices, states } = setup({ imports: unreadable });
    engine.add([file('Broken.xml', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    expect(states()).toEqual(['Failed']);
    expect(notices).toEqual(['notImported']);
  });

  it('tells once per round what the folder’s kept metadata did for the new clips', async () => {
    const kept = { ...noMetadata, folderHasMetadata: true, matched: 1 };
    const { engine, storage, notices } = setup({ kept });
    engine.add([file('a.mov', 10), file('b.mov', 10)], target);
    await settle();
    storage.succeedAll();
    await settle();
    expect(notices).toEqual(['existingAttached']);
  });
});

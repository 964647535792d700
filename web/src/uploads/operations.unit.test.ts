import { backoffMs } from '@rushes/rules';
import { describe, expect, it } from 'vitest';
import {
  groupOperations,
  labelOf,
  type Operation,
  type OperationState,
  stateOfJob,
} from './operation.ts';
import {
  addOperations,
  applyJob,
  canCancel,
  cancelled,
  canRetry,
  clearHistory,
  existingNotice,
  finalized,
  importNotice,
  newOperation,
  retried,
  startable,
} from './operations.ts';
import { file, jobSnapshot, noMetadata } from './upload.fixture.ts';

const target = { projectId: 'p', folderId: 'f' };
const op = (id: string, state: OperationState, extra: Partial<Operation> = {}): Operation => ({
  ...newOperation(id, file(`${id}.mov`, 10), target, 0),
  state,
  ...extra,
});
const ids = (ops: Operation[]) => ops.map((o) => o.id);

describe('operation labels', () => {
  it('label the states as the spec does; uploading and processing show progress', () => {
    const states: OperationState[] = [
      'UploadingQueued',
      'Uploading',
      'Analysing',
      'ProcessingQueued',
      'Processing',
      'Completed',
      'Failed',
      'Cancelled',
    ];
    expect(states.map(labelOf)).toEqual([
      'waiting',
      null,
      'analysing',
      'queued',
      null,
      'finished',
      'failed',
      'cancelled',
    ]);
  });

  it('map job states: waiting to queued, running to processing, then the end states', () => {
    expect(
      (['WAITING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const).map(stateOfJob),
    ).toEqual(['ProcessingQueued', 'Processing', 'Completed', 'Failed', 'Cancelled']);
  });
});

describe('grouping', () => {
  it('History: Completed, Cancelled, archived; Jobs: Analysing or with a job; Uploads: the rest', () => {
    const groups = groupOperations([
      op('queued', 'UploadingQueued'),
      op('uploading', 'Uploading'),
      op('failed-upload', 'Failed'),
      op('analysing', 'Analysing'),
      op('processing', 'Processing', { jobId: 'j1' }),
      op('failed-job', 'Failed', { jobId: 'j2' }),
      op('completed', 'Completed', { jobId: 'j3' }),
      op('cancelled', 'Cancelled'),
      op('archived-failure', 'Failed', { isArchived: true }),
    ]);
    expect(ids(groups.uploads)).toEqual(['queued', 'uploading', 'failed-upload']);
    expect(ids(groups.jobs)).toEqual(['analysing', 'processing', 'failed-job']);
    expect(ids(groups.history)).toEqual(['completed', 'cancelled', 'archived-failure']);
  });
});

describe('adding and starting', () => {
  it('archives the old operations first when every one is finished', () => {
    const added = addOperations(
      [op('a', 'Completed'), op('b', 'Failed')],
      [op('c', 'UploadingQueued')],
    );
    expect(added.map((o) => o.isArchived)).toEqual([true, true, false]);
  });

  it('keeps them when one is still under way', () => {
    const added = addOperations(
      [op('a', 'Completed'), op('b', 'Processing')],
      [op('c', 'UploadingQueued')],
    );
    expect(added.map((o) => o.isArchived)).toEqual([false, false, false]);
  });

  it('starts the oldest queued while fewer than 3 upload', () => {
    const ops = [
      op('a', 'Uploading'),
      op('b', 'Analysing'),
      op('c', 'UploadingQueued'),
      op('d', 'UploadingQueued'),
      op('e', 'UploadingQueued'),
    ];
    expect(ids(startable(ops))).toEqual(['c', 'd']);
    expect(startable([...ops, op('f', 'Uploading'), op('g', 'Uploading')])).toEqual([]);
  });
});

describe('finalise and jobs', () => {
  it('with a job not yet processed the operation is queued for processing', () => {
    const result = {
      assetId: 'a',
      versionId: 'v',
      job: jobSnapshot('j', 'WAITING'),
      metadata: noMetadata,
    };
    expect(finalized(op('x', 'Analysing'), result, 1)).toMatchObject({
      state: 'ProcessingQueued',
      jobId: 'j',
      assetId: 'a',
    });
  });

  it('without a job, or with one already done, it is completed', () => {
    const ids = { assetId: 'a', versionId: 'v', metadata: noMetadata };
    const none = { ...ids, job: null };
    const done = { ...ids, job: jobSnapshot('j', 'COMPLETED', 100) };
    expect(finalized(op('x', 'Analysing'), none, 1).state).toBe('Completed');
    expect(finalized(op('x', 'Analysing'), done, 1).state).toBe('Completed');
  });

  it('a job update clears archiving unless the job is still processing', () => {
    const archived = op('x', 'Cancelled', { jobId: 'j', isArchived: true });
    expect(applyJob(archived, jobSnapshot('j', 'RUNNING', 10), 1).isArchived).toBe(true);
    expect(applyJob(archived, jobSnapshot('j', 'FAILED'), 1).isArchived).toBe(false);
  });

  it("leaves other jobs' operations alone", () => {
    const mine = op('x', 'Processing', { jobId: 'j' });
    expect(applyJob(mine, jobSnapshot('other', 'COMPLETED'), 1)).toBe(mine);
  });
});

describe('cancel, retry, clear', () => {
  it('cancel is offered on entries under way and archives them', () => {
    expect(canCancel(op('x', 'Uploading'))).toBe(true);
    expect(canCancel(op('x', 'Processing'))).toBe(true);
    expect(canCancel(op('x', 'Failed'))).toBe(false);
    expect(cancelled(op('x', 'Uploading'), 1)).toMatchObject({
      state: 'Cancelled',
      isArchived: true,
    });
  });

  it('retry only from Failed or Cancelled, and an upload only with its file', () => {
    expect(canRetry(op('x', 'Failed'))).toBe(true);
    expect(canRetry(op('x', 'Cancelled'))).toBe(true);
    expect(canRetry(op('x', 'Completed'))).toBe(false);
    expect(canRetry(op('x', 'Failed', { file: null }))).toBe(false);
    expect(canRetry(op('x', 'Failed', { file: null, jobId: 'j' }))).toBe(true);
  });

  it('a job is retried as queued with no progress; an upload from the start', () => {
    const job = op('x', 'Failed', { jobId: 'j', processed: 70, isArchived: true });
    expect(retried(job, 1)).toMatchObject({
      state: 'ProcessingQueued',
      processed: 0,
      isArchived: false,
    });
    const upload = op('y', 'Cancelled', { uploaded: 5, uploadId: 'u', isArchived: true });
    expect(retried(upload, 1)).toMatchObject({
      state: 'UploadingQueued',
      uploaded: 0,
      uploadId: null,
      isArchived: false,
    });
  });

  it('Clear removes Completed, Cancelled and Failed entries', () => {
    const ops = [
      op('a', 'Completed'),
      op('b', 'Cancelled'),
      op('c', 'Failed'),
      op('d', 'Processing'),
      op('e', 'UploadingQueued'),
    ];
    expect(ids(clearHistory(ops))).toEqual(['d', 'e']);
  });
});

describe('part back-off', () => {
  it('waits 1 s × (attempt − 1), at most 10 s', () => {
    expect([1, 2, 3, 5, 11, 20].map(backoffMs)).toEqual([0, 1000, 2000, 4000, 10_000, 10_000]);
  });
});

describe('metadata files', () => {
  const metadataOp = (id: string, state: OperationState, folderId = 'f') => ({
    ...newOperation(id, file(`${id}.ALE`, 10), { projectId: 'p', folderId }, 0),
    state,
  });

  it('are told by their extension and go after the clips added with them', () => {
    const added = [metadataOp('day1', 'UploadingQueued'), op('a', 'UploadingQueued')];
    expect(added[0]?.isMetadata).toBe(true);
    expect(ids(addOperations([], added))).toEqual(['a', 'day1']);
    const listed = groupOperations([metadataOp('m', 'Completed'), op('b', 'Completed')]);
    expect(ids(listed.history)).toEqual(['b', 'm']);
  });

  it('start once no clip is on its way into their folder', () => {
    const waiting = metadataOp('m', 'UploadingQueued');
    expect(ids(startable([op('a', 'Analysing'), waiting]))).toEqual([]);
    expect(ids(startable([op('a', 'Completed'), waiting]))).toEqual(['m']);
    expect(ids(startable([metadataOp('n', 'UploadingQueued', 'g'), op('a', 'Uploading')]))).toEqual(
      ['n'],
    );
  });

  it('tell what an import did, and what the folder’s kept metadata did for new clips', () => {
    const answer = { parsed: 4, matched: 0, folderHasClips: true, folderHasMetadata: true };
    expect(importNotice({ ...answer, folderHasClips: false })).toBe('uploadClipsToMatch');
    expect(importNotice({ ...answer, matched: 2 })).toBe('attached');
    expect(importNotice(answer)).toBe('noMatchingClips');
    const kept = { ...noMetadata, folderHasMetadata: true };
    expect(existingNotice([noMetadata, noMetadata])).toBeNull();
    expect(existingNotice([kept, { ...kept, matched: 1 }])).toBe('existingAttached');
    expect(existingNotice([kept])).toBe('existingNotMatched');
  });
});

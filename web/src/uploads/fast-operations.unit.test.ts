import { describe, expect, it } from 'vitest';
import { helperFile, helperTransfer } from '../fast-transfer/fast-transfer.fixture.ts';
import { fastTransferOfHelper } from '../fast-transfer/rushes-transfer/rushes-transfer-client.ts';
import { fastOperations } from './fast-operations.ts';
import type { Operation } from './operation.ts';
import { applyJob } from './operations.ts';

const now = Date.parse('2026-11-29T10:00:05.000Z');
const rowsOf = (change: Parameters<typeof helperTransfer>[0], previous: Operation[] = []) =>
  fastOperations(
    fastTransferOfHelper(helperTransfer(change)),
    new Map(previous.map((op) => [op.id, op])),
    { now, archived: false },
  );

describe("a helper's upload as rows of the upload list", () => {
  it('shows each file by its name in Rushes, its bytes, and the rate shared by the files being sent', () => {
    const rows = rowsOf({
      bytesPerSecond: 8_000_000,
      files: [
        helperFile({
          path: '/Volumes/Card/Day 3/A.mov',
          name: 'A.mov',
          state: 'running',
          sent: 400,
        }),
        helperFile({
          path: '/Volumes/Card/Day 3/B.mov',
          name: 'B.mov',
          state: 'running',
          sent: 100,
        }),
        helperFile({ path: '/Volumes/Card/Day 3/C.mov', name: 'C.mov' }),
        helperFile({ path: '/Volumes/Card/Day 3/C.ale', name: 'C.ale' }),
      ],
    });
    expect(
      rows.map(
        ({ id, name, state, uploaded, bytesPerSecond, isMetadata, projectId, folderId }) => ({
          ...{ id, name, state, uploaded, bytesPerSecond, isMetadata, projectId, folderId },
        }),
      ),
    ).toEqual([
      {
        id: 'fast:RUSHES:ht-1:/Volumes/Card/Day 3/A.mov',
        name: 'A.mov',
        state: 'Uploading',
        uploaded: 400,
        bytesPerSecond: 4_000_000,
        isMetadata: false,
        projectId: 'p1',
        folderId: 'f1',
      },
      {
        id: 'fast:RUSHES:ht-1:/Volumes/Card/Day 3/B.mov',
        name: 'B.mov',
        state: 'Uploading',
        uploaded: 100,
        bytesPerSecond: 4_000_000,
        isMetadata: false,
        projectId: 'p1',
        folderId: 'f1',
      },
      {
        id: 'fast:RUSHES:ht-1:/Volumes/Card/Day 3/C.mov',
        name: 'C.mov',
        state: 'UploadingQueued',
        uploaded: 0,
        bytesPerSecond: 0,
        isMetadata: false,
        projectId: 'p1',
        folderId: 'f1',
      },
      {
        id: 'fast:RUSHES:ht-1:/Volumes/Card/Day 3/C.ale',
        name: 'C.ale',
        state: 'UploadingQueued',
        uploaded: 0,
        bytesPerSecond: 0,
        isMetadata: true,
        projectId: 'p1',
        folderId: 'f1',
      },
    ]);
  });

  it('is being finished once all its bytes are sent, then waits for its job', () => {
    const [sent] = rowsOf({ files: [helperFile({ state: 'running', sent: 1000 })] });
    expect(sent?.state).toBe('Analysing');
    const file = helperFile({
      state: 'completed',
      sent: 1000,
      assetId: 'a1',
      versionId: 'v1',
      jobId: 'j1',
    });
    const [done] = rowsOf({ state: 'completed', files: [file] });
    expect(done).toMatchObject({
      state: 'ProcessingQueued',
      jobId: 'j1',
      assetId: 'a1',
      versionId: 'v1',
    });
  });

  it('keeps what its job said when the helper reports the transfer again', () => {
    const file = helperFile({ state: 'completed', sent: 1000, jobId: 'j1' });
    const [queued] = rowsOf({ state: 'completed', files: [file] });
    if (!queued) throw new Error('no row');
    const job = {
      id: 'j1',
      state: 'RUNNING' as const,
      progress: 40,
      updatedAt: '2026-11-29T10:00:09Z',
    };
    const processing = applyJob(queued, job, now);
    const [again] = rowsOf({ state: 'completed', files: [file] }, [processing]);
    expect(again).toMatchObject({ state: 'Processing', processed: 40, jobId: 'j1' });
  });

  it('fails with the reason the helper gives', () => {
    const file = helperFile({
      state: 'failed',
      sent: 300,
      error: 'The file changed while it was sent.',
    });
    const [failed] = rowsOf({ state: 'failed', files: [file] });
    expect(failed).toMatchObject({
      state: 'Failed',
      reason: 'The file changed while it was sent.',
    });
  });
});

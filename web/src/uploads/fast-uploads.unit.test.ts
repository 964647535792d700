import { describe, expect, it, vi } from 'vitest';
import { helperFile, helperTransfer } from '../fast-transfer/fast-transfer.fixture.ts';
import { fastTransferOfHelper } from '../fast-transfer/rushes-transfer/rushes-transfer-client.ts';
import { memoryStorage } from '../test/memory-storage.ts';
import { createFastUploads } from './fast-uploads.ts';

const recently = () => new Date(Date.now() - 60_000).toISOString();
const longAgo = () => new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();

function fastUploads() {
  const jobs = { cancelJob: vi.fn(), retryJob: vi.fn() };
  const cancelTransfer = vi.fn(async () => {});
  const uploads = createFastUploads({ jobs, cancelTransfer, storage: memoryStorage() });
  return { uploads, jobs, cancelTransfer };
}

const states = (uploads: ReturnType<typeof fastUploads>['uploads']) =>
  uploads.getOperations().map((op) => `${op.name} ${op.state}${op.isArchived ? ' archived' : ''}`);

describe('fast uploads in the upload list', () => {
  it('lists what is under way and what finished lately, and leaves older ones and downloads out', () => {
    const { uploads } = fastUploads();
    const done = helperFile({ name: 'B.mov', path: 'B.mov', state: 'completed', sent: 1000 });
    uploads.receive(fastTransferOfHelper(helperTransfer({ id: 'ht-1' })));
    uploads.receive(
      fastTransferOfHelper(
        helperTransfer({ id: 'ht-2', state: 'completed', updatedAt: recently(), files: [done] }),
      ),
    );
    uploads.receive(
      fastTransferOfHelper(
        helperTransfer({ id: 'ht-3', state: 'completed', updatedAt: longAgo(), files: [done] }),
      ),
    );
    uploads.receive(fastTransferOfHelper(helperTransfer({ id: 'ht-4', direction: 'download' })));
    expect(states(uploads)).toEqual(['A001C003.mov UploadingQueued', 'B.mov Completed archived']);
  });

  it('updates a transfer in place and cancels it whole', async () => {
    const { uploads, cancelTransfer } = fastUploads();
    const files = [
      helperFile({ path: 'A.mov', name: 'A.mov' }),
      helperFile({ path: 'B.mov', name: 'B.mov' }),
    ];
    uploads.receive(fastTransferOfHelper(helperTransfer({ id: 'ht-1', files })));
    uploads.receive(
      fastTransferOfHelper(
        helperTransfer({ id: 'ht-2', files: [helperFile({ path: 'C.mov', name: 'C.mov' })] }),
      ),
    );
    const running = [
      helperFile({ path: 'A.mov', name: 'A.mov', state: 'running', sent: 10 }),
      files[1],
    ];
    uploads.receive(
      fastTransferOfHelper(
        helperTransfer({ id: 'ht-1', files: running.flatMap((file) => (file ? [file] : [])) }),
      ),
    );
    expect(states(uploads)).toEqual([
      'A.mov Uploading',
      'B.mov UploadingQueued',
      'C.mov UploadingQueued',
    ]);
    await uploads.cancel('fast:RUSHES:ht-1:B.mov');
    expect(cancelTransfer).toHaveBeenCalledWith(expect.objectContaining({ id: 'ht-1' }));
    expect(states(uploads)).toEqual([
      'A.mov Cancelled archived',
      'B.mov Cancelled archived',
      'C.mov UploadingQueued',
    ]);
  });

  it('follows the job a file became, and History’s Clear keeps it cleared', () => {
    const { uploads } = fastUploads();
    const file = helperFile({ state: 'completed', sent: 1000, jobId: 'j1' });
    const transfer = fastTransferOfHelper(
      helperTransfer({ state: 'completed', updatedAt: recently(), files: [file] }),
    );
    uploads.receive({ ...transfer, state: 'running' });
    uploads.receive(transfer);
    uploads.applyJob({
      id: 'j1',
      state: 'COMPLETED',
      progress: 100,
      updatedAt: new Date().toISOString(),
    });
    expect(states(uploads)).toEqual(['A001C003.mov Completed']);
    uploads.clearHistory();
    uploads.receive(transfer);
    expect(states(uploads)).toEqual([]);
  });
});

// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { Operation, OperationState } from '../operation.ts';
import { newOperation } from '../operations.ts';
import { UploadPanel } from './UploadPanel.tsx';

const op = (name: string, state: OperationState, extra: Partial<Operation> = {}): Operation => ({
  ...newOperation(name, new File(['x'.repeat(100)], name), { projectId: 'p', folderId: 'f' }, 0),
  state,
  ...extra,
});

const operations = [
  op('queued.mov', 'UploadingQueued'),
  op('uploading.mov', 'Uploading', { uploaded: 40, bytesPerSecond: 2_500_000 }),
  op('broken-upload.mov', 'Failed'),
  op('analysing.mov', 'Analysing'),
  op('processing.mov', 'Processing', { jobId: 'j1', processed: 55 }),
  op('corrupt.mov', 'Failed', { jobId: 'j2', reason: 'The file is not a video' }),
  op('done.mov', 'Completed', { jobId: 'j3' }),
  op('stopped.mov', 'Cancelled', { isArchived: true }),
];

function renderPanel(ops: Operation[] = operations) {
  const handlers = { onCancel: vi.fn(), onRetry: vi.fn(), onClear: vi.fn(), onClose: vi.fn() };
  const view = renderWithProviders(<UploadPanel operations={ops} {...handlers} />);
  const group = (name: string) => screen.getByRole('region', { name });
  const rowOf = (name: string) => {
    const row = screen.getByTitle(name).closest('[data-testid="upload-row"]');
    if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
    return within(row);
  };
  return { ...view, ...handlers, group, rowOf };
}

const names = (region: HTMLElement) =>
  within(region)
    .getAllByTestId('upload-row')
    .map((row) => row.querySelector('[title]')?.getAttribute('title'));

describe('UploadPanel', () => {
  it('shows Uploads, Jobs and History with their operations', () => {
    const { group } = renderPanel();
    expect(names(group('Uploads'))).toEqual(['queued.mov', 'uploading.mov', 'broken-upload.mov']);
    expect(names(group('Jobs'))).toEqual(['analysing.mov', 'processing.mov', 'corrupt.mov']);
    expect(names(group('History'))).toEqual(['done.mov', 'stopped.mov']);
  });

  it("labels rows with the spec's labels, or their progress", () => {
    const { rowOf } = renderPanel();
    expect(rowOf('queued.mov').getByText('Waiting')).toBeVisible();
    expect(rowOf('uploading.mov').getByText('40% · 2.5 MB/s')).toBeVisible();
    expect(rowOf('analysing.mov').getByText('Analysing')).toBeVisible();
    expect(rowOf('processing.mov').getByText('55%')).toBeVisible();
    expect(rowOf('corrupt.mov').getByText('Failed')).toBeVisible();
    expect(rowOf('done.mov').getByText('Finished')).toBeVisible();
    expect(rowOf('stopped.mov').getByText('Cancelled')).toBeVisible();
  });

  it('offers Cancel on entries under way and Retry on failed and cancelled ones', async () => {
    const { rowOf, user, onCancel, onRetry } = renderPanel();
    await user.click(rowOf('uploading.mov').getByRole('button', { name: 'Cancel uploading.mov' }));
    expect(onCancel).toHaveBeenCalledWith('uploading.mov');
    await user.click(rowOf('corrupt.mov').getByRole('button', { name: 'Retry corrupt.mov' }));
    expect(onRetry).toHaveBeenCalledWith('corrupt.mov');
    expect(rowOf('stopped.mov').getByRole('button', { name: 'Retry stopped.mov' })).toBeVisible();
    expect(rowOf('corrupt.mov').queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(rowOf('done.mov').queryAllByRole('button')).toEqual([]);
    expect(rowOf('processing.mov').queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('clears the history with Clear', async () => {
    const { group, user, onClear } = renderPanel();
    await user.click(within(group('History')).getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('leaves out empty groups', () => {
    renderPanel([op('queued.mov', 'UploadingQueued')]);
    expect(screen.getByRole('region', { name: 'Uploads' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Jobs' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Operation, OperationState } from '../operation.ts';
import { newOperation } from '../operations.ts';
import { PANEL_GAP, panelReserve } from './panel-reserve.ts';
import { densityOf, footerStatus, statusText } from './upload-panel.ts';

const op = (state: OperationState, extra: Partial<Operation> = {}): Operation => ({
  ...newOperation('x', new File(['x'.repeat(1000)], 'x.mov'), { projectId: 'p', folderId: 'f' }, 0),
  state,
  ...extra,
});

describe('upload panel rules', () => {
  it('is dense below 280 px and small below 226 px', () => {
    expect(densityOf(300)).toBe('normal');
    expect(densityOf(280)).toBe('normal');
    expect(densityOf(279)).toBe('dense');
    expect(densityOf(226)).toBe('dense');
    expect(densityOf(225)).toBe('small');
  });

  it('shows the speed only when there is room', () => {
    const uploading = op('Uploading', { uploaded: 250, bytesPerSecond: 1500 });
    expect(statusText(uploading, 'normal')).toBe('25% · 1.5 KB/s');
    expect(statusText(uploading, 'dense')).toBe('25%');
  });

  it("the footer tells the uploads' overall progress, else the processing", () => {
    expect(
      footerStatus([op('Uploading', { uploaded: 500 }), op('UploadingQueued'), op('Completed')]),
    ).toBe('Uploading 2 file(s) · 25%');
    expect(footerStatus([op('Processing', { jobId: 'j' }), op('Completed')])).toBe(
      'Processing 1 file(s)',
    );
    expect(footerStatus([op('Completed')])).toBe('Uploads');
  });

  it('keeps the open panel and the gap under it clear, nothing once closed', () => {
    expect(panelReserve(96)).toBe(`${96 + PANEL_GAP}px`);
    expect(panelReserve(95.2)).toBe(`${96 + PANEL_GAP}px`);
    expect(panelReserve(0)).toBe('0px');
  });
});

import { formatSize } from '../../format/size.ts';
import { messages } from '../../messages/messages.ts';
import { isProcessing, isUploadPhase, labelOf, type Operation } from '../operation.ts';

/** At most 5 rows of 36 px show; the panel is dense below 280 px and small below 226 px. */
export const ROW_HEIGHT = 36;
export const VISIBLE_ROWS = 5;

export type Density = 'normal' | 'dense' | 'small';

export function densityOf(width: number): Density {
  if (width < 226) return 'small';
  if (width < 280) return 'dense';
  return 'normal';
}

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.floor((part / whole) * 100)) : 0;

/** How far an operation is, 0 to 100: its upload, then its job. */
export function progressOf(op: Operation): number {
  if (op.state === 'Uploading') return percent(op.uploaded, op.size);
  if (op.state === 'Processing') return op.processed;
  return op.state === 'Completed' ? 100 : 0;
}

/** A row's status text: the label, or while uploading or processing the progress. */
export function statusText(op: Operation, density: Density): string {
  const label = labelOf(op.state);
  if (label) return messages.uploads.labels[label];
  const progress = `${progressOf(op)}%`;
  if (op.state !== 'Uploading' || density !== 'normal' || op.bytesPerSecond <= 0) return progress;
  return `${progress} · ${messages.uploads.perSecond(formatSize(op.bytesPerSecond))}`;
}

/** The footer's line: the running uploads with their overall progress, else the processing. */
export function footerStatus(ops: readonly Operation[]): string {
  const uploading = ops.filter(isUploadPhase);
  if (uploading.length > 0) {
    const size = uploading.reduce((sum, op) => sum + op.size, 0);
    const uploaded = uploading.reduce((sum, op) => sum + op.uploaded, 0);
    return messages.uploads.uploading(uploading.length, percent(uploaded, size));
  }
  const processing = ops.filter(isProcessing).length;
  return processing > 0 ? messages.uploads.processing(processing) : messages.uploads.done;
}

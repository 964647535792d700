import { formatSize } from '../format/size.ts';
import { messages } from '../messages/messages.ts';
import { type FastTransfer, isFinishedTransfer } from './transfer-client.ts';

/** What a download's toast says now; null once there is nothing to say. */
export interface DownloadToast {
  id: string;
  message: string;
  color: 'blue' | 'green' | 'red';
  /** Under way: a spinner, and it stays until the download ends. */
  loading: boolean;
}

const percentOf = (transfer: FastTransfer) =>
  transfer.bytes > 0 ? Math.min(100, Math.floor((transfer.sent / transfer.bytes) * 100)) : 0;

/**
 * A fast download's toast: its progress and rate while it runs, then the download's success
 * text, or that it did not finish. A cancelled one's toast goes.
 */
export function downloadToastOf(transfer: FastTransfer): DownloadToast | null {
  const id = `fast-download:${transfer.kind}:${transfer.id}`;
  const text = messages.fastTransfer;
  switch (transfer.state) {
    case 'queued':
    case 'running': {
      const rate = transfer.bytesPerSecond > 0 ? formatSize(transfer.bytesPerSecond) : '';
      const message = text.downloading(text.clients[transfer.kind], percentOf(transfer), rate);
      return { id, message, color: 'blue', loading: true };
    }
    case 'completed':
      return { id, message: messages.downloads.started, color: 'green', loading: false };
    case 'failed':
      return { id, message: transfer.error ?? text.downloadFailed, color: 'red', loading: false };
    case 'cancelled':
      return null;
  }
}

export interface ToastSurface {
  show(toast: DownloadToast): void;
  update(toast: DownloadToast): void;
  hide(id: string): void;
}

/**
 * The toasts of the fast downloads the page sees under way (those it starts, and those still
 * running when it opens); one finished before is not announced again.
 */
export function createDownloadToasts(surface: ToastSurface) {
  const shown = new Set<string>();
  return {
    receive(transfer: FastTransfer) {
      if (transfer.direction !== 'download') return;
      const key = `${transfer.kind}:${transfer.id}`;
      const toast = downloadToastOf(transfer);
      if (!shown.has(key)) {
        if (!toast || isFinishedTransfer(transfer)) return;
        shown.add(key);
        return surface.show(toast);
      }
      if (!toast) return surface.hide(`fast-download:${key}`);
      surface.update(toast);
    },
  };
}

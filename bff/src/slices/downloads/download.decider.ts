import type { Decider, DownloadEvent, TransferVia, ZipOutcome } from '@rushes/events';

/** Records a download handed out: its name, how many files and how many bytes. */
export interface RecordDownload {
  type: 'RecordDownload';
  downloadId: string;
  projectId: string;
  name: string;
  fileCount: number;
  bytes: number;
  via: TransferVia;
}

/** Records how a stream of the download's zip ended. */
export interface RecordZipStreamed {
  type: 'RecordZipStreamed';
  downloadId: string;
  outcome: ZipOutcome;
}

export type DownloadCommand = RecordDownload | RecordZipStreamed;

/** Whether the download is recorded, and how its zip's first stream ended (or its completion). */
export type DownloadState = { recorded: boolean; ended: ZipOutcome | null };

/**
 * How a zip's stream ended, once: its first end, and a completion after an unfinished one (a
 * retry from the same URL). Any other end says nothing new, so a reader coming back again and
 * again appends nothing more; a download not recorded has no end to record.
 */
function recordZipStreamed({ downloadId: id, outcome }: RecordZipStreamed, state: DownloadState) {
  if (!state.recorded || state.ended === 'completed') return [];
  if (state.ended !== null && outcome !== 'completed') return [];
  return [{ type: 'download.streamed' as const, data: { id, outcome } }];
}

/** A download (stream `download.<id>`) is recorded once: a retried request appends nothing. */
export const downloadDecider: Decider<DownloadCommand, DownloadState, DownloadEvent> = {
  initialState: { recorded: false, ended: null },
  decide(command, state) {
    if (command.type === 'RecordZipStreamed') return recordZipStreamed(command, state);
    if (state.recorded) return [];
    const { downloadId: id, projectId, name, fileCount, bytes, via } = command;
    return [{ type: 'download.requested', data: { id, projectId, name, fileCount, bytes, via } }];
  },
  evolve: (state, event) =>
    event.type === 'download.requested'
      ? { ...state, recorded: true }
      : { ...state, ended: event.data.outcome },
};

import type { Decider, DownloadEvent } from '@rushes/events';

/** Records a download handed out: its name, how many files and how many bytes. */
export interface RecordDownload {
  type: 'RecordDownload';
  downloadId: string;
  projectId: string;
  name: string;
  fileCount: number;
  bytes: number;
}

export type DownloadState = { recorded: boolean };

/** A download (stream `download.<id>`) is recorded once: a retried request appends nothing. */
export const downloadDecider: Decider<RecordDownload, DownloadState, DownloadEvent> = {
  initialState: { recorded: false },
  decide(command, state) {
    if (state.recorded) return [];
    const { downloadId: id, projectId, name, fileCount, bytes } = command;
    return [{ type: 'download.requested', data: { id, projectId, name, fileCount, bytes } }];
  },
  evolve: () => ({ recorded: true }),
};

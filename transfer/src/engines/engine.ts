import type {
  HelperEngine,
  HelperTransferFile,
  StartHelperDownload,
  StartHelperTransfer,
  StartHelperUpload,
} from '@rushes/rules';

/** A file of a transfer before it moves. */
export const queuedFile = (path: string, name: string, size: number): HelperTransferFile => ({
  path,
  name,
  size,
  sent: 0,
  state: 'queued',
  uploadId: null,
  assetId: null,
  versionId: null,
  jobId: null,
  error: null,
});

/** One file of a running transfer, as its engine sees it. */
export interface FileRun {
  current(): HelperTransferFile;
  update(change: Partial<HelperTransferFile>): void;
  /** Bytes that were there already (held by storage, or on disk): sent, but not into the rate. */
  resumed(bytes: number): void;
  /** What the engine kept to resume this file, from an earlier run; null for none. */
  kept(): unknown;
  /** Keeps what resumes this file, with the transfer on disk. */
  keep(data: unknown): void;
}

/** A transfer its engine runs: the page's request, its files and its end. */
export interface EngineRun<Start extends StartHelperTransfer> {
  readonly start: Start;
  /** Aborted with `RunStopped` when the page cancels or the helper stops. */
  readonly signal: AbortSignal;
  files(): readonly HelperTransferFile[];
  /** Sets a download's files, once listed; those known already (by name) keep their state. */
  setFiles(files: HelperTransferFile[]): void;
  file(index: number): FileRun;
  /** Writes the transfer to disk now (before a step that must not be taken twice). */
  flush(): Promise<void>;
  log(line: string): void;
}

/**
 * How a transfer's bytes move. The engine runs the files, each to completed or failed, and
 * resolves; it rejects for what fails the whole transfer (its token refused, say). Decision
 * 0128 names two: HTTP (multipart PUTs and ranged GETs to storage) and UFTP.
 */
export interface TransferEngine {
  readonly name: HelperEngine;
  /** Whether it can run this transfer (the first engine that can, runs it). */
  suits(start: StartHelperTransfer): boolean | Promise<boolean>;
  upload(run: EngineRun<StartHelperUpload>): Promise<void>;
  download(run: EngineRun<StartHelperDownload>): Promise<void>;
}

/**
 * Why a run was stopped: the page cancelled the transfer (the engine drops what it sent or
 * wrote), or the helper is stopping (the transfer resumes when it starts again).
 */
export class RunStopped extends Error {
  override name = 'RunStopped';
  readonly cancelled: boolean;
  constructor(cancelled: boolean) {
    super(cancelled ? 'cancelled' : 'the helper stopped');
    this.cancelled = cancelled;
  }
}

/** Whether a run's signal was aborted by the page's cancel. */
export const wasCancelled = (signal: AbortSignal): boolean =>
  signal.reason instanceof RunStopped && signal.reason.cancelled;

/** A failure of one file, with the reason the page shows. */
export class FileFailure extends Error {
  override name = 'FileFailure';
}

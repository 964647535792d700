import type { HelperTransferFile, HelperTransferState, TransferSpec } from '@rushes/rules';

/** Which transfer client a project's transfer server asks for (`Project.transferServerKind`). */
export type TransferClientKind = 'RUSHES' | 'ASPERA';

/** Why a client cannot transfer now; what the install/retry dialog says. */
export type Absence =
  /** Not installed, or not running. */
  | 'absent'
  /** Installed, but too old for this page. */
  | 'outdated'
  /** This browser or operating system cannot use it. */
  | 'unsupported'
  /** Rushes Transfer started for another Rushes (`detail` names its origin). */
  | 'elsewhere';

export type Readiness = { ready: true } | { ready: false; why: Absence; detail?: string };

/** A file to send, as the transfer token names it: its path below what was chosen, its size. */
export interface TransferFileChoice {
  name: string;
  size: number;
}

/**
 * What the person chose to upload: the files the token must name, and what the client itself
 * needs to find them again (the helper's paths of the chosen files and folders, Connect's paths
 * of the chosen files).
 */
export interface UploadChoice {
  files: TransferFileChoice[];
  localPaths: string[];
}

/** Where an upload goes; the asset is the one a single file becomes a new version of. */
export interface FastUploadTarget {
  projectId: string;
  folderId: string;
  assetId: string | null;
}

export type StartTransfer =
  | { direction: 'upload'; spec: TransferSpec; target: FastUploadTarget; choice: UploadChoice }
  | { direction: 'download'; spec: TransferSpec; projectId: string; destination: string };

/** One file of a fast transfer: the helper's shape, which Connect's transfers are mapped to. */
export type FastTransferFile = HelperTransferFile;

/** A transfer as the page follows it, whichever client moves it. */
export interface FastTransfer {
  /** The client's id for it (cancel by it). */
  id: string;
  kind: TransferClientKind;
  direction: 'upload' | 'download';
  state: HelperTransferState;
  projectId: string;
  folderId: string | null;
  files: FastTransferFile[];
  bytes: number;
  sent: number;
  bytesPerSecond: number;
  updatedAt: string;
  error: string | null;
}

export const isFinishedTransfer = ({ state }: Pick<FastTransfer, 'state'>) =>
  state === 'completed' || state === 'failed' || state === 'cancelled';

/**
 * The page's port to a transfer client on the person's computer (Rushes Transfer, IBM Aspera
 * Connect): whether it can transfer, what to send or where to put what comes, the transfer
 * itself, its progress, and cancelling it.
 */
export interface TransferClient {
  readonly kind: TransferClientKind;
  /**
   * Resolves as soon as the client can transfer, or at the latest after `withinMs` with why not
   * ("unsupported" at once: waiting changes nothing).
   */
  whenReady(withinMs: number): Promise<Readiness>;
  /** The files (or folder) to upload; null when the person gave up. */
  chooseUpload(): Promise<UploadChoice | null>;
  /** The folder of the computer a download goes to; null when the person gave up. */
  chooseDestination(): Promise<string | null>;
  /** Hands the transfer to the client; rejects when it refuses. */
  start(transfer: StartTransfer): Promise<void>;
  /**
   * Follows every transfer the client holds for this Rushes: `onTransfer` is called with each
   * one as it is now, again on every change, until the returned function is called.
   */
  follow(onTransfer: (transfer: FastTransfer) => void): () => void;
  cancel(transferId: string): Promise<void>;
}

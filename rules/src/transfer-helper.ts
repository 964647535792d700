// What the web app and Rushes Transfer, the desktop helper (`rushes-transfer`), say to each other
// over the user's loopback. The page drives the helper; the helper moves the bytes and talks to
// Rushes itself with the transfer token, so a transfer goes on when the tab closes.

/** The helper's address unless its user starts it on another port (`--port`). */
export const transferHelperDefaultUrl = 'http://127.0.0.1:41641';

/** The version of this protocol; a helper answers the versions it speaks in `hello`. */
export const transferHelperProtocol = 1;

/** The spec's readiness checks: the first waits this long for the helper… */
export const transferReadyFirstMs = 5000;
/** …and, while the install/retry dialog is open, the page asks again this often. */
export const transferReadyEveryMs = 3000;

/**
 * The spec's transfer token, as `asperaUploadToken` and `asperaDownloadToken` answer it (named as
 * the fast-transfer protocol names its fields). For a Rushes transfer server, `remote_host` is
 * Rushes' own origin and `token` a short-lived secret (`rtt_…`) the helper sends as its bearer.
 */
export interface TransferSpec {
  direction: 'send' | 'receive';
  remote_host: string;
  remote_user: string;
  ssh_port: number;
  authentication: string;
  token: string;
  destination_root: string;
  source_root: string;
  target_rate_kbps: number;
  paths: { source: string; destination: string }[];
  tags: { transfer_id: string };
  /**
   * Rushes Transfer's server beside storage, which receives UFTP (decision 0128); absent, the
   * helper sends straight to storage over HTTP.
   */
  engine_url?: string;
}

/** The transfer token as `asperaUploadToken` and `asperaDownloadToken` answer it (camel case). */
export interface TransferTokenFields {
  readonly direction: string;
  readonly remoteHost: string;
  readonly remoteUser: string;
  readonly sshPort: number;
  readonly authentication: string;
  readonly token: string;
  readonly destinationRoot: string;
  readonly sourceRoot: string;
  readonly targetRateKbps: number;
  readonly paths: readonly { readonly source: string; readonly destination: string }[];
  readonly tags: { readonly transferId: string };
  readonly engineUrl?: string | null;
}

/** The token as the fast-transfer protocol spells it, for the transfer client. */
export function transferSpecOf(token: TransferTokenFields): TransferSpec {
  return {
    direction: token.direction === 'receive' ? 'receive' : 'send',
    remote_host: token.remoteHost,
    remote_user: token.remoteUser,
    ssh_port: token.sshPort,
    authentication: token.authentication,
    token: token.token,
    destination_root: token.destinationRoot,
    source_root: token.sourceRoot,
    target_rate_kbps: token.targetRateKbps,
    paths: token.paths.map(({ source, destination }) => ({ source, destination })),
    tags: { transfer_id: token.tags.transferId },
    ...(token.engineUrl ? { engine_url: token.engineUrl } : {}),
  };
}

/** `GET /v1/hello`, unauthenticated: the readiness check. */
export interface HelperHello {
  app: 'rushes-transfer';
  version: string;
  protocols: number[];
  /** The one origin (Rushes') whose pages may drive this helper. */
  origin: string;
  /** True when the request's bearer is a pairing this helper holds. */
  paired: boolean;
  /** The engines it can move bytes with, best first. */
  engines: HelperEngine[];
}

export type HelperEngine = 'uftp' | 'http';

/** `POST /v1/pairings` → the helper shows a code to its user (its terminal and log). */
export interface PairingRequested {
  pairingId: string;
}
/** `POST /v1/pairings/:pairingId` with the code the user read → the page's secret. */
export interface PairingConfirm {
  code: string;
}
export interface PairingGranted {
  secret: string;
}

/** `GET /v1/files?path=` (paired): a folder of the user's machine, to choose from. */
export interface HelperFolder {
  path: string;
  parent: string | null;
  entries: HelperFileEntry[];
}
export interface HelperFileEntry {
  name: string;
  path: string;
  kind: 'file' | 'folder';
  size: number;
}

/** `POST /v1/transfers` (paired): moves the chosen paths into a folder (or an asset, as a version). */
export interface StartHelperUpload {
  direction: 'upload';
  spec: TransferSpec;
  projectId: string;
  folderId: string;
  assetId: string | null;
  paths: string[];
}
/** `POST /v1/transfers` (paired): fetches what the token names into a folder of the machine. */
export interface StartHelperDownload {
  direction: 'download';
  spec: TransferSpec;
  projectId: string;
  destination: string;
}
export type StartHelperTransfer = StartHelperUpload | StartHelperDownload;

export const helperTransferStates = [
  'queued',
  'running',
  'completed',
  'failed',
  'cancelled',
] as const;
export type HelperTransferState = (typeof helperTransferStates)[number];

/** One file of a transfer; an upload's names the asset and job it became. */
export interface HelperTransferFile {
  /** Where it is (upload) or goes (download) on the person's computer: an absolute path. */
  path: string;
  /**
   * Its name in Rushes: an upload's files go into the one Rushes folder under their own names (a
   * chosen folder's too); a download's is its path below what was downloaded.
   */
  name: string;
  size: number;
  sent: number;
  state: HelperTransferState;
  uploadId: string | null;
  assetId: string | null;
  versionId: string | null;
  jobId: string | null;
  error: string | null;
}

/**
 * A transfer as the helper holds it (on disk, so it resumes after a restart): `GET /v1/transfers`
 * lists them, `GET /v1/transfers/events` streams each change as a server-sent `transfer` event
 * (read with fetch, which sends the bearer), `DELETE /v1/transfers/:id` cancels one.
 */
export interface HelperTransfer {
  id: string;
  transferId: string;
  direction: 'upload' | 'download';
  engine: HelperEngine;
  state: HelperTransferState;
  projectId: string;
  folderId: string | null;
  files: HelperTransferFile[];
  bytes: number;
  sent: number;
  bytesPerSecond: number;
  createdAt: string;
  updatedAt: string;
  error: string | null;
}

/**
 * A refusal's body, with the HTTP status: 401 unpaired, 403 another origin (or a Host not the
 * helper's), 400 bad input or a wrong code, 404 none such, 500 the helper's own failure.
 */
export interface HelperProblem {
  code: 'UNPAIRED' | 'FORBIDDEN_ORIGIN' | 'BAD_INPUT' | 'NOT_FOUND' | 'WRONG_CODE' | 'INTERNAL';
  message: string;
}

import {
  type HelperFileEntry,
  type HelperFolder,
  type HelperHello,
  type HelperTransfer,
  isHiddenName,
  type PairingGranted,
  type PairingRequested,
  type StartHelperTransfer,
} from '@rushes/rules';
import { isSupported, type Platform } from '../platform-support.ts';
import type {
  FastTransfer,
  StartTransfer,
  TransferClient,
  TransferFileChoice,
  UploadChoice,
} from '../transfer-client.ts';
import { type HelperHttp, HelperRefusal, helperHttp, pairingStore } from './helper-http.ts';
import { helloWithin } from './helper-readiness.ts';
import { serverSentEvents } from './server-sent-events.ts';

/** Lists one folder of the person's computer through the helper (null: where it starts). */
export type ListFolder = (path: string | null) => Promise<HelperFolder>;

/** What the adapter asks the person through the page's dialogs. */
export interface HelperPrompts {
  /** The 6-digit code the helper shows; `wrong` after a code it refused; null on Cancel. */
  pairingCode(wrong: boolean): Promise<string | null>;
  /** Files and folders to upload, from the helper's listing; null on Cancel. */
  chooseEntries(list: ListFolder): Promise<HelperFileEntry[] | null>;
  /** A folder to download into; null on Cancel. */
  chooseFolder(list: ListFolder): Promise<string | null>;
}

export interface RushesTransferOptions {
  helperUrl: string;
  /** This Rushes' origin, which the helper must have been started for. */
  origin: string;
  platform: Platform;
  prompts: HelperPrompts;
  storage?: Storage;
}

/** The helper's transfers are followed again this long after the helper went away… */
const FOLLOW_RETRY_MS = 5000;
/** …doubling up to this while it stays away. */
const FOLLOW_RETRY_MAX_MS = 60_000;

export const fastTransferOfHelper = (transfer: HelperTransfer): FastTransfer => ({
  id: transfer.id,
  kind: 'RUSHES',
  direction: transfer.direction,
  state: transfer.state,
  projectId: transfer.projectId,
  folderId: transfer.folderId,
  files: transfer.files,
  bytes: transfer.bytes,
  sent: transfer.sent,
  bytesPerSecond: transfer.bytesPerSecond,
  updatedAt: transfer.updatedAt,
  error: transfer.error,
});

/**
 * The files below chosen entries, named as the token takes them: by their own names, a chosen
 * folder's at every depth too, since the helper sends them all into the one Rushes folder (as
 * the browser's folder upload does). Hidden files and folders are skipped, as the helper and the
 * browser's picker skip them.
 */
export async function filesOfEntries(
  entries: readonly HelperFileEntry[],
  list: ListFolder,
): Promise<TransferFileChoice[]> {
  const files: TransferFileChoice[] = [];
  for (const entry of entries) {
    if (isHiddenName(entry.name)) continue;
    if (entry.kind === 'file') files.push({ name: entry.name, size: entry.size });
    else files.push(...(await filesOfEntries((await list(entry.path)).entries, list)));
  }
  return files;
}

/** Rushes Transfer, the desktop helper, spoken to over fetch on the person's loopback. */
export function createRushesTransferClient(options: RushesTransferOptions): TransferClient {
  const pairing = pairingStore(options.helperUrl, options.storage);
  const http: HelperHttp = helperHttp(options.helperUrl, pairing);
  const list: ListFolder = (path) =>
    http.json<HelperFolder>(
      path === null ? '/v1/files' : `/v1/files?path=${encodeURIComponent(path)}`,
    );
  /** Wakes the follower when a pairing is made. */
  let paired = () => {};

  async function isPaired(): Promise<boolean> {
    if (!pairing.get()) return false;
    const hello = await http.json<HelperHello>('/v1/hello');
    if (!hello.paired) pairing.forget();
    return hello.paired;
  }

  /** Pairs this browser with the helper unless it is: the helper shows a code, the person types it. */
  async function ensurePaired(): Promise<boolean> {
    if (await isPaired()) return true;
    const { pairingId } = await http.json<PairingRequested>('/v1/pairings', { method: 'POST' });
    for (let wrong = false; ; wrong = true) {
      const code = await options.prompts.pairingCode(wrong);
      if (code === null) return false;
      try {
        const granted = await http.json<PairingGranted>(
          `/v1/pairings/${encodeURIComponent(pairingId)}`,
          {
            method: 'POST',
            body: { code },
          },
        );
        pairing.set(granted.secret);
        paired();
        return true;
      } catch (error) {
        if (!(error instanceof HelperRefusal && error.code === 'WRONG_CODE')) throw error;
      }
    }
  }

  function request(transfer: StartTransfer): StartHelperTransfer {
    if (transfer.direction === 'download') {
      const { spec, projectId, destination } = transfer;
      return { direction: 'download', spec, projectId, destination };
    }
    const { spec, target, choice } = transfer;
    return {
      direction: 'upload',
      spec,
      projectId: target.projectId,
      folderId: target.folderId,
      assetId: target.assetId,
      paths: choice.localPaths,
    };
  }

  /** Lists the helper's transfers, then streams their changes until the stream ends. */
  async function followOnce(onTransfer: (transfer: FastTransfer) => void, signal: AbortSignal) {
    const events = await http.send('/v1/transfers/events', { signal });
    const listed = await http.json<HelperTransfer[]>('/v1/transfers', { signal });
    for (const transfer of listed) onTransfer(fastTransferOfHelper(transfer));
    if (!events.body) return;
    for await (const event of serverSentEvents(events.body)) {
      if (event.event !== 'transfer') continue;
      onTransfer(fastTransferOfHelper(JSON.parse(event.data)));
    }
  }

  return {
    kind: 'RUSHES',
    async whenReady(withinMs) {
      if (!isSupported('RUSHES', options.platform)) return { ready: false, why: 'unsupported' };
      return helloWithin(http, options.origin, withinMs);
    },
    async chooseUpload(): Promise<UploadChoice | null> {
      if (!(await ensurePaired())) return null;
      const entries = await options.prompts.chooseEntries(list);
      if (!entries || entries.length === 0) return null;
      const files = await filesOfEntries(entries, list);
      return files.length > 0 ? { files, localPaths: entries.map((entry) => entry.path) } : null;
    },
    async chooseDestination() {
      if (!(await ensurePaired())) return null;
      return options.prompts.chooseFolder(list);
    },
    async start(transfer) {
      await http.json<HelperTransfer>('/v1/transfers', { method: 'POST', body: request(transfer) });
    },
    follow(onTransfer) {
      const controller = new AbortController();
      let wake = () => {};
      paired = () => wake();
      const rest = (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      void (async () => {
        let retryMs = FOLLOW_RETRY_MS;
        while (!controller.signal.aborted) {
          const waitMs = pairing.get() ? retryMs : FOLLOW_RETRY_MAX_MS;
          if (pairing.get()) {
            // a stream that ended well is followed again soon; a helper away, less and less often
            retryMs = await followOnce(onTransfer, controller.signal).then(
              () => FOLLOW_RETRY_MS,
              () => Math.min(retryMs * 2, FOLLOW_RETRY_MAX_MS),
            );
          }
          if (!controller.signal.aborted) await rest(waitMs);
        }
      })();
      return () => {
        controller.abort();
        wake();
      };
    },
    async cancel(transferId) {
      await http.send(`/v1/transfers/${encodeURIComponent(transferId)}`, { method: 'DELETE' });
    },
  };
}

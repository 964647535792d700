import { transferHelperDefaultUrl } from '@rushes/rules';
import { createDownloadToasts, type ToastSurface } from './download-toasts.ts';
import type { Platform } from './platform-support.ts';
import {
  createRushesTransferClient,
  type HelperPrompts,
} from './rushes-transfer/rushes-transfer-client.ts';
import type { FastTransfer, TransferClient, TransferClientKind } from './transfer-client.ts';

export interface FastTransferSessionDeps {
  origin: string;
  platform: Platform;
  prompts: HelperPrompts;
  toasts: ToastSurface;
}

export interface FastTransferSession {
  /** The client of a kind, made once; Connect's SDK is loaded the first time it is asked for. */
  client(kind: TransferClientKind): Promise<TransferClient>;
  /**
   * Every transfer the clients report, the ones known so far at once, until the returned
   * function is called (the upload list follows the uploads).
   */
  follow(onTransfer: (transfer: FastTransfer) => void): () => void;
  cancel(transfer: FastTransfer): Promise<void>;
  /** Follows Rushes Transfer's transfers again, as the helper holds them (after a reload). */
  resume(): void;
  dispose(): void;
}

/**
 * The page's transfer clients and what they report: downloads as toasts, and every transfer to
 * whoever follows them. Each client is followed from when it is made until the page goes.
 */
export function createFastTransferSession(deps: FastTransferSessionDeps): FastTransferSession {
  const clients = new Map<TransferClientKind, Promise<TransferClient>>();
  const stops: (() => void)[] = [];
  const known = new Map<string, FastTransfer>();
  const listeners = new Set<(transfer: FastTransfer) => void>();
  const downloads = createDownloadToasts(deps.toasts);

  const load = async (kind: TransferClientKind): Promise<TransferClient> => {
    if (kind === 'RUSHES') {
      const { origin, platform, prompts } = deps;
      const helperUrl = transferHelperDefaultUrl;
      return createRushesTransferClient({ helperUrl, origin, platform, prompts });
    }
    const { createConnectClient } = await import('./aspera/connect-client.ts');
    return createConnectClient(deps.platform);
  };

  const receive = (transfer: FastTransfer) => {
    known.set(`${transfer.kind}:${transfer.id}`, transfer);
    downloads.receive(transfer);
    for (const listener of listeners) listener(transfer);
  };

  function client(kind: TransferClientKind): Promise<TransferClient> {
    const made = clients.get(kind);
    if (made) return made;
    const loading = load(kind).then((loaded) => {
      stops.push(loaded.follow(receive));
      return loaded;
    });
    clients.set(kind, loading);
    // a chunk that did not load is loaded again next time
    loading.catch(() => clients.delete(kind));
    return loading;
  }

  return {
    client,
    follow(onTransfer) {
      listeners.add(onTransfer);
      for (const transfer of known.values()) onTransfer(transfer);
      return () => listeners.delete(onTransfer);
    },
    cancel: async (transfer) => (await client(transfer.kind)).cancel(transfer.id),
    resume: () => void client('RUSHES'),
    dispose() {
      for (const stop of stops.splice(0)) stop();
      clients.clear();
    },
  };
}

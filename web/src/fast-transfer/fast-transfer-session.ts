import { transferHelperDefaultUrl } from '@rushes/rules';
import type { UploadApi } from '../uploads/upload-api.ts';
import { createDownloadToasts, type ToastSurface } from './download-toasts.ts';
import { createFastUploads, type FastUploads } from './fast-uploads.ts';
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
  jobs: Pick<UploadApi, 'cancelJob' | 'retryJob'>;
  toasts: ToastSurface;
}

export interface FastTransferSession {
  /** The client of a kind, made once; Connect's SDK is loaded the first time it is asked for. */
  client(kind: TransferClientKind): Promise<TransferClient>;
  uploads: FastUploads;
  /** Follows Rushes Transfer's transfers again, as the helper holds them (after a reload). */
  resume(): void;
  dispose(): void;
}

/**
 * The page's transfer clients and what they report: uploads into the upload list, downloads as
 * toasts. Each client is followed from when it is made until the page goes.
 */
export function createFastTransferSession(deps: FastTransferSessionDeps): FastTransferSession {
  const clients = new Map<TransferClientKind, Promise<TransferClient>>();
  const stops: (() => void)[] = [];
  const downloads = createDownloadToasts(deps.toasts);

  const load = async (kind: TransferClientKind): Promise<TransferClient> => {
    if (kind === 'RUSHES') {
      const { origin, platform, prompts } = deps;
      return createRushesTransferClient({ helperUrl: transferHelperDefaultUrl, origin, platform, prompts });
    }
    const { createConnectClient } = await import('./aspera/connect-client.ts');
    return createConnectClient(deps.platform);
  };

  const receive = (transfer: FastTransfer) => {
    uploads.receive(transfer);
    downloads.receive(transfer);
  };

  function client(kind: TransferClientKind): Promise<TransferClient> {
    const known = clients.get(kind);
    if (known) return known;
    const made = load(kind).then((loaded) => {
      stops.push(loaded.follow(receive));
      return loaded;
    });
    clients.set(kind, made);
    // a chunk that did not load is loaded again next time
    made.catch(() => clients.delete(kind));
    return made;
  }

  const uploads = createFastUploads({
    jobs: deps.jobs,
    cancelTransfer: async (transfer) => (await client(transfer.kind)).cancel(transfer.id),
  });

  return {
    client,
    uploads,
    resume: () => void client('RUSHES'),
    dispose() {
      for (const stop of stops.splice(0)) stop();
      clients.clear();
    },
  };
}

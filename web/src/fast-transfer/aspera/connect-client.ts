import { Connect } from '@ibm-aspera/connect-sdk-js';
import { isSupported, type Platform } from '../platform-support.ts';
import type { Readiness, StartTransfer, TransferClient } from '../transfer-client.ts';
import { baseName, withLocalSources } from '../transfer-spec.ts';
import {
  type ConnectStatus,
  type ConnectTransferInfo,
  fastTransferOfConnect,
  type RushesTags,
  readinessOfConnectStatus,
} from './connect-transfers.ts';

/** The oldest Connect the page drives (the 4 series' HTTP API). */
export const CONNECT_MIN_VERSION = '4.0.0';

type ConnectInstance = InstanceType<typeof Connect>;

const absent: Readiness = { ready: false, why: 'absent' };

/** The spec as Connect takes it: the protocol's, with the page's tags beside the transfer id. */
function connectSpec(transfer: StartTransfer) {
  const rushes: RushesTags =
    transfer.direction === 'upload'
      ? { project_id: transfer.target.projectId, folder_id: transfer.target.folderId }
      : { project_id: transfer.projectId, folder_id: null };
  const spec =
    transfer.direction === 'upload'
      ? withLocalSources(transfer.spec, transfer.choice)
      : { ...transfer.spec, destination_root: transfer.destination };
  return { ...spec, tags: { ...spec.tags, rushes } };
}

/**
 * IBM Aspera Connect through its SDK, over its local HTTP API (`connectMethod: 'http'`, no browser
 * extension): its status events say whether it runs, its own dialogs choose files and folders,
 * and its transfer events carry the progress. The SDK is in this module only, which the page
 * loads when a project with an Aspera server needs it.
 */
export function createConnectClient(platform: Platform): TransferClient {
  let connect: ConnectInstance | null = null;
  let status: ConnectStatus = 'INITIALIZING';
  const statusWatchers = new Set<() => void>();

  function started(): ConnectInstance {
    if (connect) return connect;
    connect = new Connect({ connectMethod: 'http', minVersion: CONNECT_MIN_VERSION });
    connect.addEventListener('status', (_type, next: ConnectStatus) => {
      status = next;
      for (const watcher of statusWatchers) watcher();
    });
    connect.initSession();
    return connect;
  }

  return {
    kind: 'ASPERA',
    whenReady(withinMs) {
      if (!isSupported('ASPERA', platform)) {
        return Promise.resolve({ ready: false, why: 'unsupported' });
      }
      started();
      return new Promise((resolve) => {
        const finish = (readiness: Readiness) => {
          clearTimeout(timer);
          statusWatchers.delete(watch);
          resolve(readiness);
        };
        const watch = () => {
          if (readinessOfConnectStatus(status)?.ready) finish({ ready: true });
        };
        const timer = setTimeout(
          () => finish(readinessOfConnectStatus(status) ?? absent),
          withinMs,
        );
        statusWatchers.add(watch);
        watch();
      });
    },
    async chooseUpload() {
      const chosen = await started().showSelectFileDialogPromise({ allowMultipleSelection: true });
      const files = chosen.dataTransfer.files;
      if (files.length === 0) return null;
      return {
        files: files.map((file) => ({ name: baseName(file.name), size: file.size })),
        localPaths: files.map((file) => file.name),
      };
    },
    async chooseDestination() {
      const chosen = await started().showSelectFolderDialogPromise({
        allowMultipleSelection: false,
      });
      return chosen.dataTransfer.files[0]?.name ?? null;
    },
    async start(transfer) {
      await started().startTransferPromise(connectSpec(transfer), {
        allow_dialogs: true,
        use_absolute_destination_path: transfer.direction === 'download',
      });
    },
    follow(onTransfer) {
      const listener = (_type: string, all: { transfers?: ConnectTransferInfo[] }) => {
        for (const info of all.transfers ?? []) {
          const transfer = fastTransferOfConnect(info);
          if (transfer) onTransfer(transfer);
        }
      };
      const instance = started();
      instance.addEventListener('transfer', listener);
      return () => void instance.removeEventListener('transfer', listener);
    },
    async cancel(transferId) {
      await started().stopTransfer(transferId);
    },
  };
}

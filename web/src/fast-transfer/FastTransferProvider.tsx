import { notifications } from '@mantine/notifications';
import { transferSpecOf } from '@rushes/rules';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { RequestDownloadInput } from '../__generated__/useRequestDownloadMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import type { DownloadToast } from './download-toasts.ts';
import { FastTransferDialogs, type Prompt, type Waiting } from './FastTransferDialogs.tsx';
import { createFastTransferSession } from './fast-transfer-session.ts';
import { currentPlatform } from './platform-support.ts';
import { type ReadinessWatch, watchReadiness } from './readiness.ts';
import type { HelperPrompts } from './rushes-transfer/rushes-transfer-client.ts';
import type {
  FastTransfer,
  FastUploadTarget,
  TransferClient,
  TransferClientKind,
} from './transfer-client.ts';
import { useTransferTokens } from './useTransferTokens.ts';

export interface FastTransfers {
  /** A fast upload into the target; `viaWeb` is what Retry via Web does instead. */
  upload(kind: TransferClientKind, target: FastUploadTarget, viaWeb: () => void): void;
  /** A fast download of what the input names; `viaWeb` is what Retry via Web does instead. */
  download(kind: TransferClientKind, input: RequestDownloadInput, viaWeb: () => void): void;
  /** The client a fast transfer is being started with, if any: its button is busy. */
  busy: TransferClientKind | null;
  /** Every transfer the clients report (those known so far at once), until the returned stop. */
  follow(onTransfer: (transfer: FastTransfer) => void): () => void;
  cancel(transfer: FastTransfer): Promise<void>;
}

const FastTransferContext = createContext<FastTransfers | null>(null);

/** The page's fast transfers, or null where none are offered (component tests). */
export const useFastTransfers = (): FastTransfers | null => useContext(FastTransferContext);

/**
 * Whether this browser was told Connect is not installed (and has not run it since): the dialog
 * then says it is still not installed.
 */
const connectMissingTold = {
  key: 'rushes.connectMissingTold',
  get: () => localStorage.getItem(connectMissingTold.key) !== null,
  set: (told: boolean) =>
    told
      ? localStorage.setItem(connectMissingTold.key, new Date().toISOString())
      : localStorage.removeItem(connectMissingTold.key),
};

const toastOptions = (toast: DownloadToast) => ({
  ...toast,
  withCloseButton: !toast.loading,
  autoClose: toast.loading ? (false as const) : undefined,
});

/**
 * Fast transfers for the pages inside: the flow of media-handling sections 2 and 4 (the 5000
 * and 3000 ms readiness checks with the install/retry dialog, then the client's own choice of
 * files or folder, the transfer token, and the transfer), and what the clients report.
 */
export function FastTransferProvider({ children }: { children: ReactNode }) {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [busy, setBusy] = useState<TransferClientKind | null>(null);
  const watch = useRef<ReadinessWatch | null>(null);
  const tokens = useTransferTokens();

  const [session] = useState(() => {
    const prompts: HelperPrompts = {
      pairingCode: (wrong) =>
        new Promise((resolve) => setPrompt({ type: 'pairing', wrong, resolve })),
      chooseEntries: (list) =>
        new Promise((resolve) => setPrompt({ type: 'entries', list, resolve })),
      chooseFolder: (list) =>
        new Promise((resolve) => setPrompt({ type: 'folder', list, resolve })),
    };
    return createFastTransferSession({
      origin: location.origin,
      platform: currentPlatform(),
      prompts,
      toasts: {
        show: (toast) => notifications.show(toastOptions(toast)),
        update: (toast) => notifications.update(toastOptions(toast)),
        hide: (id) => notifications.hide(id),
      },
    });
  });
  useEffect(() => {
    session.resume();
    return () => session.dispose();
  }, [session]);

  const run = useCallback(
    async (
      kind: TransferClientKind,
      direction: Waiting['direction'],
      viaWeb: () => void,
      go: (client: TransferClient) => Promise<void>,
    ) => {
      if (watch.current) return;
      setBusy(kind);
      try {
        const client = await session.client(kind);
        const toldBefore = kind === 'ASPERA' && connectMissingTold.get();
        const checks = watchReadiness(client.whenReady, (view) => {
          if (view.phase !== 'waiting') return setWaiting(null);
          if (kind === 'ASPERA' && view.why === 'absent') connectMissingTold.set(true);
          setWaiting({ kind, direction, ...view, toldBefore });
        });
        watch.current = checks;
        const outcome = await checks.outcome;
        watch.current = null;
        if (outcome === 'web') viaWeb();
        if (outcome !== 'ready') return;
        if (kind === 'ASPERA') connectMissingTold.set(false);
        await go(client);
      } catch {
        const text = messages.fastTransfer;
        notify.failure(direction === 'upload' ? text.uploadNotStarted : text.downloadNotStarted);
      } finally {
        watch.current = null;
        setWaiting(null);
        setBusy(null);
      }
    },
    [session],
  );

  const value = useMemo<FastTransfers>(
    () => ({
      busy,
      follow: session.follow,
      cancel: session.cancel,
      upload: (kind, target, viaWeb) =>
        void run(kind, 'upload', viaWeb, async (client) => {
          const choice = await client.chooseUpload();
          if (!choice) return;
          const token = await tokens.uploadToken(target, choice.files);
          await client.start({ direction: 'upload', spec: transferSpecOf(token), target, choice });
        }),
      download: (kind, input, viaWeb) =>
        void run(kind, 'download', viaWeb, async (client) => {
          const destination = await client.chooseDestination();
          if (!destination) return;
          const spec = transferSpecOf(await tokens.downloadToken(input));
          await client.start({
            direction: 'download',
            spec,
            projectId: input.projectId,
            destination,
          });
        }),
    }),
    [busy, run, session, tokens],
  );

  return (
    <FastTransferContext.Provider value={value}>
      {children}
      <FastTransferDialogs
        waiting={waiting}
        prompt={prompt}
        origin={location.origin}
        onClose={(outcome) => watch.current?.close(outcome)}
        onPrompted={() => setPrompt(null)}
      />
    </FastTransferContext.Provider>
  );
}

import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { notify } from '../components/notify.tsx';
import { type FastTransfers, useFastTransfers } from '../fast-transfer/FastTransferProvider.tsx';
import { messages } from '../messages/messages.ts';
import { isFastOperationId } from './fast-operations.ts';
import { createFastUploads, type FastUploads } from './fast-uploads.ts';
import { createJobWatcher, type JobWatcher } from './job-watcher.ts';
import { isProcessing, isUploadPhase, type Operation } from './operation.ts';
import { createRelayJobFeed } from './relay-job-feed.ts';
import { createRelayUploadApi } from './relay-upload-api.ts';
import { createUploadEngine, type UploadEngine } from './upload-engine.ts';
import { xhrPutPart } from './xhr-put-part.ts';

export interface Uploads {
  engine: UploadEngine;
  jobs: JobWatcher;
  /** Fast uploads (their clients send them, not the page); null where none are followed. */
  fast: FastUploads | null;
  /** Cancel, Retry and Clear of the list, whichever kind of upload a row is. */
  cancel(id: string): Promise<void>;
  retry(id: string): Promise<void>;
  clearHistory(): void;
}

const UploadsContext = createContext<Uploads | null>(null);

/** Metadata notices stay 10 s (media-handling section 9). */
const METADATA_NOTICE_MS = 10_000;

function createUploads(environment: Environment, transfers: FastTransfers | null): Uploads {
  const api = createRelayUploadApi(environment);
  const engine = createUploadEngine({
    api,
    putPart: xhrPutPart,
    onOutcome: (outcome) =>
      outcome === 'succeeded'
        ? notify.success(messages.uploads.succeeded)
        : notify.failure(messages.uploads.failed),
    onMetadata: (notice) =>
      notice === 'notImported'
        ? notify.failure(messages.uploads.metadata.notImported, { autoClose: false })
        : notify.success(messages.uploads.metadata[notice], { autoClose: METADATA_NOTICE_MS }),
  });
  const fast = transfers && createFastUploads({ jobs: api, cancelTransfer: transfers.cancel });
  const jobs = createJobWatcher(createRelayJobFeed(environment), (job) => {
    engine.applyJob(job);
    fast?.applyJob(job);
  });
  const of = (id: string) => (fast && isFastOperationId(id) ? fast : engine);
  return {
    engine,
    jobs,
    fast,
    cancel: (id) => of(id).cancel(id),
    retry: (id) => of(id).retry(id),
    clearHistory() {
      engine.clearHistory();
      fast?.clearHistory();
    },
  };
}

/** The upload list of the signed-in pages; it outlives page changes. */
export function UploadsProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const transfers = useFastTransfers();
  const [uploads] = useState(() => createUploads(environment, transfers));
  useEffect(
    () => () => {
      uploads.engine.dispose();
      uploads.jobs.dispose();
    },
    [uploads],
  );
  // fast uploads reach the list from the clients, also those the page finds under way on opening
  const follow = transfers?.follow;
  useEffect(() => {
    const { fast } = uploads;
    return fast && follow ? follow(fast.receive) : undefined;
  }, [follow, uploads]);
  useLeaveWarning(uploads.engine);
  useFollowedJobs(uploads);
  return <UploadsContext.Provider value={uploads}>{children}</UploadsContext.Provider>;
}

/** The upload list, or null outside the signed-in pages (share links). */
export function useUploads(): Uploads | null {
  return useContext(UploadsContext);
}

const noOperations: readonly Operation[] = [];
const noSubscription = () => () => {};
const none = () => noOperations;

/** The page's own uploads: those that stop when the page goes (what Sign Out cancels). */
export function useWebOperations(): readonly Operation[] {
  const engine = useUploads()?.engine;
  return useSyncExternalStore(engine?.subscribe ?? noSubscription, engine?.getOperations ?? none);
}

const useFastOperations = (fast: FastUploads | null | undefined) =>
  useSyncExternalStore(fast?.subscribe ?? noSubscription, fast?.getOperations ?? none);

/** Every row of the upload list: the page's uploads, then the fast ones. */
export function useOperations(): readonly Operation[] {
  const web = useWebOperations();
  const sent = useFastOperations(useUploads()?.fast);
  return useMemo(() => (sent.length === 0 ? web : [...web, ...sent]), [web, sent]);
}

/** Follows a job's updates live while the calling component shows it. */
export function useWatchJob(projectId: string, jobId: string | null, updatedAt: string | null) {
  const jobs = useUploads()?.jobs;
  useEffect(() => {
    if (!jobs || !jobId) return;
    return jobs.watch(projectId, jobId, updatedAt);
  }, [jobs, projectId, jobId, updatedAt]);
}

/** The browser asks before the page is left while uploads are queued or running. */
function useLeaveWarning(engine: UploadEngine) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!engine.getOperations().some(isUploadPhase)) return;
      event.preventDefault();
      event.returnValue = messages.uploads.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [engine]);
}

const followed = (op: Operation): op is Operation & { jobId: string } =>
  isProcessing(op) && op.jobId !== null;

/** The jobs of processing operations, web or fast, are followed, whatever page is open. */
function useFollowedJobs({ engine, fast, jobs }: Uploads) {
  const web = useSyncExternalStore(engine.subscribe, engine.getOperations);
  const sent = useFastOperations(fast);
  const key = [...web, ...sent]
    .filter(followed)
    .map((op) => op.jobId)
    .join(' ');
  useEffect(() => {
    if (!key) return;
    const ops = [...engine.getOperations(), ...(fast?.getOperations() ?? [])];
    const stops = ops
      .filter(followed)
      .map((op) => jobs.watch(op.projectId, op.jobId, op.jobUpdatedAt));
    return () => {
      for (const stop of stops) stop();
    };
  }, [engine, fast, jobs, key]);
}

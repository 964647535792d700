import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { createJobWatcher, type JobWatcher } from './job-watcher.ts';
import { isProcessing, isUploadPhase, type Operation } from './operation.ts';
import { createRelayJobFeed } from './relay-job-feed.ts';
import { createRelayUploadApi } from './relay-upload-api.ts';
import { createUploadEngine, type UploadEngine } from './upload-engine.ts';
import { xhrPutPart } from './xhr-put-part.ts';

export interface Uploads {
  engine: UploadEngine;
  jobs: JobWatcher;
}

const UploadsContext = createContext<Uploads | null>(null);

/** Metadata notices stay 10 s (media-handling section 9). */
const METADATA_NOTICE_MS = 10_000;

function createUploads(environment: Environment): Uploads {
  const engine = createUploadEngine({
    api: createRelayUploadApi(environment),
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
  const jobs = createJobWatcher(createRelayJobFeed(environment), engine.applyJob);
  return { engine, jobs };
}

/** The upload list of the signed-in pages; it outlives page changes. */
export function UploadsProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const [uploads] = useState(() => createUploads(environment));
  useEffect(
    () => () => {
      uploads.engine.dispose();
      uploads.jobs.dispose();
    },
    [uploads],
  );
  useLeaveWarning(uploads.engine);
  useEngineJobs(uploads);
  return <UploadsContext.Provider value={uploads}>{children}</UploadsContext.Provider>;
}

/** The upload list, or null outside the signed-in pages (share links). */
export function useUploads(): Uploads | null {
  return useContext(UploadsContext);
}

const noOperations: readonly Operation[] = [];
const noSubscription = () => () => {};

export function useOperations(): readonly Operation[] {
  const engine = useUploads()?.engine;
  return useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    engine?.getOperations ?? (() => noOperations),
  );
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

/** The jobs of processing operations are followed, whatever page is open. */
function useEngineJobs({ engine, jobs }: Uploads) {
  const ops = useSyncExternalStore(engine.subscribe, engine.getOperations);
  const key = ops
    .filter(followed)
    .map((op) => op.jobId)
    .join(' ');
  useEffect(() => {
    if (!key) return;
    const stops = engine
      .getOperations()
      .filter(followed)
      .map((op) => jobs.watch(op.projectId, op.jobId, op.jobUpdatedAt));
    return () => {
      for (const stop of stops) stop();
    };
  }, [engine, jobs, key]);
}

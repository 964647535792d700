/** What a new clip's finalise says of the folder's kept metadata (GraphQL `MetadataMatch`). */
export interface MetadataMatch {
  parsed: number;
  matched: number;
  folderHasClips: boolean;
  folderHasMetadata: boolean;
}

/** media-handling section 4: TRIGGERED and RUNNING mean poll again, DONE and ERROR are final. */
export type FinalizeStatus = 'TRIGGERED' | 'RUNNING' | 'DONE' | 'ERROR';

/** A finalisation this server runs or ran: under way, or how it ended. */
export type FinalizeRun =
  | { state: 'running' }
  | { state: 'done'; metadata: MetadataMatch }
  | { state: 'failed'; code: string };

/**
 * Where a finalisation stands: this server's own run while it goes, then the read model's upload
 * (finalised, cancelled or failed, whichever server did it), then how this server's run ended. A
 * started upload this server is not finalising may be finalising on another: the client polls
 * on, within its own bound.
 */
export function finalizeStatusOf(
  uploadState: string,
  run: FinalizeRun | undefined,
): FinalizeStatus {
  // the read model may have the upload finalised before the run ends: DONE waits for what the
  // run learns (the clip's metadata match)
  if (run?.state === 'running') return 'RUNNING';
  if (uploadState === 'finalised') return 'DONE';
  if (uploadState === 'cancelled' || uploadState === 'failed') return 'ERROR';
  if (run?.state === 'failed') return 'ERROR';
  return 'TRIGGERED';
}

/** How long a server remembers a finished run (its error code, the clip's metadata match). */
export const FINALIZE_RUN_KEPT_MS = 15 * 60_000;

/** The runs of one app (its services object), so two apps in one process never share them. */
export type FinalizeRuns = Map<string, FinalizeRun>;

const runsByApp = new WeakMap<object, FinalizeRuns>();

export function finalizeRunsOf(app: object): FinalizeRuns {
  let runs = runsByApp.get(app);
  if (!runs) {
    runs = new Map();
    runsByApp.set(app, runs);
  }
  return runs;
}

/** Records how a run ended, forgotten after FINALIZE_RUN_KEPT_MS. */
export function settleRun(runs: FinalizeRuns, uploadId: string, run: FinalizeRun): void {
  runs.set(uploadId, run);
  setTimeout(() => {
    if (runs.get(uploadId) === run) runs.delete(uploadId);
  }, FINALIZE_RUN_KEPT_MS).unref();
}

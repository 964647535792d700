import {
  type Actor,
  type AssetVersionAdded,
  assetVersionAdded,
  type Catalogue,
  type Commit,
  type EventStore,
  type JobJoinQueued,
  type JobLadderQueued,
  type JobRangeQueued,
  type JobState,
  jobJoinQueued,
  jobLadderQueued,
  jobRangeQueued,
  jobRetryRequested,
} from '@rushes/events';
import { keyFolderOf } from '@rushes/storage';
import type { PipelinePart } from './pipeline/index.ts';

/** Who an upload is from: the person (or token) whose decision added its version. */
export const uploaderOf = (actor: Actor): string => `${actor.kind}:${actor.id ?? ''}`;

/** The version a job processes, as its `asset.version_added` tells. */
export type JobVersion = AssetVersionAdded['data'];

/**
 * The rest of an attempt's ladder after its first level (decision 0135): whole, one of its
 * ranges, or the join of them all (decision 0138).
 */
export type LadderWork =
  | { kind: 'whole'; data: JobLadderQueued['data'] }
  | { kind: 'range'; data: JobRangeQueued['data'] }
  | { kind: 'join'; data: JobJoinQueued['data'] };

/**
 * Work a commit asks for: a new job (its version known), a retry (its version to look up), or
 * the rest of an attempt's ladder (`ladder`).
 */
export interface JobWork {
  jobId: string;
  assetId: string;
  version: JobVersion | null;
  ladder: LadderWork | null;
  /** A new upload's uploader (`uploaderOf` its decision's actor), for turns; else null. */
  uploader: string | null;
}

/** The jobs a commit starts or retries, in order; none for every other commit. */
export function jobWorkIn(commit: Commit, catalogue: Catalogue): JobWork[] {
  const wanted = new Set<string>([assetVersionAdded.type, jobRetryRequested.type]);
  return commit.events.flatMap((stored): JobWork[] => {
    if (!wanted.has(stored.type)) return [];
    const event = catalogue.decode(stored, commit.meta);
    if (assetVersionAdded.is(event) && event.data.jobId !== null) {
      const { jobId, assetId } = event.data;
      const uploader = uploaderOf(commit.meta.actor);
      return [{ jobId, assetId, version: event.data, ladder: null, uploader }];
    }
    if (jobRetryRequested.is(event)) {
      const { jobId, assetId } = event.data;
      return [{ jobId, assetId, version: null, ladder: null, uploader: null }];
    }
    return [];
  });
}

const ladderTypes = new Set<string>([
  jobLadderQueued.type,
  jobRangeQueued.type,
  jobJoinQueued.type,
]);

function ladderWorkOf(event: ReturnType<Catalogue['decode']>): LadderWork | null {
  if (jobLadderQueued.is(event)) {
    // A ladder in ranges is done by its ranges' own commits.
    return event.data.ranges === 0 ? { kind: 'whole', data: event.data } : null;
  }
  if (jobRangeQueued.is(event)) return { kind: 'range', data: event.data };
  if (jobJoinQueued.is(event)) return { kind: 'join', data: event.data };
  return null;
}

/**
 * The ladder work a commit queues (after first levels): a whole ladder, a range, a join; none
 * for every other commit.
 */
export function ladderWorkIn(commit: Commit, catalogue: Catalogue): JobWork[] {
  return commit.events.flatMap((stored): JobWork[] => {
    if (!ladderTypes.has(stored.type)) return [];
    const ladder = ladderWorkOf(catalogue.decode(stored, commit.meta));
    if (!ladder) return [];
    const { jobId, assetId } = ladder.data;
    return [{ jobId, assetId, version: null, ladder, uploader: null }];
  });
}

/** The pipeline's part for the work, as the job's state stands (ranges encoded so far). */
export function partOf(ladder: LadderWork | null, state: JobState): PipelinePart {
  if (!ladder) return 'first';
  switch (ladder.kind) {
    case 'whole':
      return 'ladder';
    case 'range': {
      const { index, startSeconds, durationSeconds, attempt } = ladder.data;
      const range = { index, startSeconds, durationSeconds };
      return { range, attempt, done: state.rangesEncoded.length, of: state.ranges };
    }
    case 'join':
      return { join: ladder.data.ranges, attempt: ladder.data.attempt };
  }
}

/** The `asset.version_added` that names a job, from the asset's stream (for a retry). */
export async function findJobVersion(
  store: EventStore,
  catalogue: Catalogue,
  assetId: string,
  jobId: string,
): Promise<JobVersion | null> {
  const { commits } = await store.readStream(`asset.${assetId}`);
  for (const commit of commits) {
    for (const stored of commit.events) {
      if (stored.type !== assetVersionAdded.type) continue;
      const event = catalogue.decode(stored, commit.meta);
      if (assetVersionAdded.is(event) && event.data.jobId === jobId) return event.data;
    }
  }
  return null;
}

/**
 * Where the version's outputs go: beside its source (`projects/<project>/assets/<asset>/
 * <version>/`, under its storage's prefix when the project is on another than the default).
 */
export const outputPrefixOf = (version: JobVersion): string => keyFolderOf(version.sourceKey);

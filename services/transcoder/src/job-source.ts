import {
  type AssetVersionAdded,
  assetVersionAdded,
  type Catalogue,
  type Commit,
  type EventStore,
  type JobLadderQueued,
  jobLadderQueued,
  jobRetryRequested,
} from '@rushes/events';
import { keyFolderOf } from '@rushes/storage';

/** The version a job processes, as its `asset.version_added` tells. */
export type JobVersion = AssetVersionAdded['data'];

/**
 * Work a commit asks for: a new job (its version known), a retry (its version to look up), or
 * the rest of an attempt's ladder after its first level (`ladder`, decision 0135).
 */
export interface JobWork {
  jobId: string;
  assetId: string;
  version: JobVersion | null;
  ladder: JobLadderQueued['data'] | null;
}

/** The jobs a commit starts or retries, in order; none for every other commit. */
export function jobWorkIn(commit: Commit, catalogue: Catalogue): JobWork[] {
  const wanted = new Set<string>([assetVersionAdded.type, jobRetryRequested.type]);
  return commit.events.flatMap((stored): JobWork[] => {
    if (!wanted.has(stored.type)) return [];
    const event = catalogue.decode(stored, commit.meta);
    if (assetVersionAdded.is(event) && event.data.jobId !== null) {
      const { jobId, assetId } = event.data;
      return [{ jobId, assetId, version: event.data, ladder: null }];
    }
    if (jobRetryRequested.is(event)) {
      const { jobId, assetId } = event.data;
      return [{ jobId, assetId, version: null, ladder: null }];
    }
    return [];
  });
}

/** The ladders a commit queues (after their first levels); none for every other commit. */
export function ladderWorkIn(commit: Commit, catalogue: Catalogue): JobWork[] {
  return commit.events.flatMap((stored): JobWork[] => {
    if (stored.type !== jobLadderQueued.type) return [];
    const event = catalogue.decode(stored, commit.meta);
    if (!jobLadderQueued.is(event)) return [];
    const { jobId, assetId } = event.data;
    return [{ jobId, assetId, version: null, ladder: event.data }];
  });
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

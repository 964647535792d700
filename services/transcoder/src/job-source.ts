import {
  type AssetVersionAdded,
  assetVersionAdded,
  type Catalogue,
  type Commit,
  type EventStore,
  jobRetryRequested,
} from '@rushes/events';
import { keyFolderOf } from '@rushes/storage';

/** The version a job processes, as its `asset.version_added` tells. */
export type JobVersion = AssetVersionAdded['data'];

/** Work a commit asks for: a new job (its version known) or a retry (its version to look up). */
export type JobWork =
  | { jobId: string; version: JobVersion }
  | { jobId: string; version: null; assetId: string };

/** The jobs a commit starts or retries, in order; none for every other commit. */
export function jobWorkIn(commit: Commit, catalogue: Catalogue): JobWork[] {
  const wanted = new Set<string>([assetVersionAdded.type, jobRetryRequested.type]);
  return commit.events.flatMap((stored): JobWork[] => {
    if (!wanted.has(stored.type)) return [];
    const event = catalogue.decode(stored, commit.meta);
    if (assetVersionAdded.is(event) && event.data.jobId !== null) {
      return [{ jobId: event.data.jobId, version: event.data }];
    }
    if (jobRetryRequested.is(event)) {
      return [{ jobId: event.data.jobId, version: null, assetId: event.data.assetId }];
    }
    return [];
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

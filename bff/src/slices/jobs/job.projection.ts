import {
  assetVersionAdded,
  type Commit,
  type DomainEvent,
  jobCancelled,
  jobCompleted,
  jobFailed,
  jobLadderQueued,
  jobLevelPlayable,
  jobLevelPublished,
  jobProbed,
  jobProgressReported,
  jobRetryRequested,
  jobStarted,
  type Projection,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Transaction, Updateable } from 'kysely';
import { createdBy } from '../actor.ts';

/** What a job event changes in its row (besides `updatedAt`), or null for no change. */
function changeOf(event: DomainEvent): { jobId: string; set: Updateable<Database['job']> } | null {
  if (jobStarted.is(event)) {
    const { jobId, attempt } = event.data;
    return { jobId, set: { state: 'RUNNING', attempt, progress: 0, reason: null } };
  }
  if (jobProgressReported.is(event)) {
    return { jobId: event.data.jobId, set: { progress: event.data.progress } };
  }
  // Steps that change what the job's asset shows, not the job's row: its time moves, and the
  // live topics that follow this read model tell the asset's viewers and folder.
  if (
    jobProbed.is(event) ||
    jobLevelPlayable.is(event) ||
    jobLevelPublished.is(event) ||
    jobLadderQueued.is(event)
  ) {
    return { jobId: event.data.jobId, set: {} };
  }
  if (jobCompleted.is(event)) {
    return { jobId: event.data.jobId, set: { state: 'COMPLETED', progress: 100 } };
  }
  if (jobFailed.is(event)) {
    return { jobId: event.data.jobId, set: { state: 'FAILED', reason: event.data.reason } };
  }
  if (jobCancelled.is(event)) return { jobId: event.data.jobId, set: { state: 'CANCELLED' } };
  if (jobRetryRequested.is(event)) {
    const { jobId, attempt } = event.data;
    return { jobId, set: { state: 'WAITING', attempt, progress: 0, reason: null } };
  }
  return null;
}

async function jobCreated(trx: Transaction<Database>, event: DomainEvent, commit: Commit) {
  if (!assetVersionAdded.is(event) || event.data.jobId === null) return;
  const { jobId: id, projectId, folderId, assetId, versionId, filename: name } = event.data;
  const at = commit.meta.at;
  await trx
    .insertInto('job')
    .values({
      ...{ id, projectId, folderId, assetId, versionId, name, type: 'PROCESSING' },
      ...{ state: 'WAITING', progress: 0, reason: null, attempt: 1 },
      ...{ createdAt: at, updatedAt: at, createdBy: createdBy(commit) },
    })
    .execute();
}

/**
 * Processing jobs: WAITING from the `asset.version_added` that names one, then as its events
 * say. Every event of a job moves its `updatedAt` (the commit's time).
 */
export const jobsProjection: Projection<Database> = {
  name: 'jobs',
  tables: ['job'],
  handles: [
    assetVersionAdded.type,
    jobStarted.type,
    jobProgressReported.type,
    jobProbed.type,
    jobLevelPlayable.type,
    jobLevelPublished.type,
    jobLadderQueued.type,
    jobCompleted.type,
    jobFailed.type,
    jobCancelled.type,
    jobRetryRequested.type,
  ],
  async apply(trx, event, commit) {
    await jobCreated(trx, event, commit);
    const change = changeOf(event);
    if (!change) return;
    await trx
      .updateTable('job')
      .set({ ...change.set, updatedAt: commit.meta.at })
      .where('id', '=', change.jobId)
      .execute();
  },
};

import {
  assetCreated,
  assetVersionAdded,
  type DomainEvent,
  jobProgressReported,
} from '@rushes/events';
import { folderChangedTopic } from '../slices/folders/folder.resolvers.ts';
import { jobUpdatedTopic } from '../slices/jobs/job.resolvers.ts';

/** One message for the subscriptions of every BFF. */
export interface Publication {
  topic: string;
  payload: Record<string, string>;
}

/** Where a job is, as the job read model says. */
export interface JobPlace {
  projectId: string;
  folderId: string;
}

const jobIdOf = (event: DomainEvent): string | null =>
  event.type.startsWith('job.') &&
  typeof event.data === 'object' &&
  event.data !== null &&
  'jobId' in event.data &&
  typeof event.data.jobId === 'string'
    ? event.data.jobId
    : null;

/** The jobs a batch of events changes. */
export const jobIdsOf = (events: readonly DomainEvent[]): string[] => [
  ...new Set(events.flatMap((event) => jobIdOf(event) ?? [])),
];

const folderChanged = (folderId: string): Publication => ({
  topic: folderChangedTopic(folderId),
  payload: { folderId },
});

const jobUpdated = (projectId: string, jobId: string): Publication => ({
  topic: jobUpdatedTopic(projectId),
  payload: { jobId },
});

function publicationsOf(event: DomainEvent, places: ReadonlyMap<string, JobPlace>): Publication[] {
  if (assetCreated.is(event)) return [folderChanged(event.data.folderId)];
  if (assetVersionAdded.is(event)) {
    const { folderId, projectId, jobId } = event.data;
    return [folderChanged(folderId), ...(jobId ? [jobUpdated(projectId, jobId)] : [])];
  }
  const jobId = jobIdOf(event);
  const place = jobId ? places.get(jobId) : undefined;
  if (!jobId || !place) return [];
  const updated = jobUpdated(place.projectId, jobId);
  // Progress moves only the job; its other events change what the folder shows of the asset.
  return jobProgressReported.is(event) ? [updated] : [updated, folderChanged(place.folderId)];
}

/**
 * What the subscriptions hear of a batch of events: `jobUpdated` for each job that changed, and
 * `folderChanged` for each folder whose assets changed; each once per batch.
 */
export function publicationsOfBatch(
  events: readonly DomainEvent[],
  places: ReadonlyMap<string, JobPlace>,
): Publication[] {
  const unique = new Map<string, Publication>();
  for (const publication of events.flatMap((event) => publicationsOf(event, places))) {
    unique.set(`${publication.topic}\n${JSON.stringify(publication.payload)}`, publication);
  }
  return [...unique.values()];
}

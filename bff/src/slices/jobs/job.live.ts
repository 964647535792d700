import { assetVersionAdded, type DomainEvent, jobProgressReported } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { LiveTopic, Publication } from '../../slice.ts';
import { folderChanged } from '../folders/folder.live.ts';
import { jobsProjection } from './job.projection.ts';
import { findJobsByIds } from './job.queries.ts';

/** The topic of `jobUpdated` for one project. */
export const jobUpdatedTopic = (projectId: string): string => `jobUpdated.${projectId}`;

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

/** Where each job the events change is; a job the read model does not know is left out. */
export async function jobPlacesOf(
  db: Kysely<Database>,
  events: readonly DomainEvent[],
): Promise<ReadonlyMap<string, JobPlace>> {
  const jobIds = jobIdsOf(events);
  const jobs = jobIds.length > 0 ? await findJobsByIds(db, jobIds) : [];
  return new Map(jobs.map((job) => [job.id, job]));
}

const jobUpdated = (projectId: string, jobId: string): Publication => ({
  topic: jobUpdatedTopic(projectId),
  payload: { jobId },
});

/** What `jobUpdated` subscribers hear of one event: a new job, or a change to one. */
export function jobPublications(
  event: DomainEvent,
  places: ReadonlyMap<string, JobPlace>,
): Publication[] {
  if (assetVersionAdded.is(event)) {
    const { projectId, jobId } = event.data;
    return jobId ? [jobUpdated(projectId, jobId)] : [];
  }
  const jobId = jobIdOf(event);
  const place = jobId ? places.get(jobId) : undefined;
  return jobId && place ? [jobUpdated(place.projectId, jobId)] : [];
}

/** A job's progress and state, to its project's `jobUpdated` subscribers. */
export const jobsLive: LiveTopic = {
  name: 'jobUpdated',
  handles: jobsProjection.handles,
  // A subscriber reads the job with its asset and version.
  readModels: ['assets', jobsProjection.name],
  async publications(events, db) {
    const places = await jobPlacesOf(db, events);
    return events.flatMap((event) => jobPublications(event, places));
  },
};

/**
 * What a folder's `folderChanged` subscribers hear of a job's change: its asset shows another
 * state (progress moves only the job, not what the folder shows of the asset).
 */
export function jobFolderPublications(
  event: DomainEvent,
  places: ReadonlyMap<string, JobPlace>,
): Publication[] {
  if (jobProgressReported.is(event)) return [];
  const jobId = jobIdOf(event);
  const place = jobId ? places.get(jobId) : undefined;
  return place ? [folderChanged(place.folderId)] : [];
}

/** The changes of a job, to the subscribers of its asset's folder. */
export const jobFoldersLive: LiveTopic = {
  name: 'folderChanged (jobs)',
  handles: jobsProjection.handles.filter((type) => type.startsWith('job.')),
  readModels: [jobsProjection.name],
  async publications(events, db) {
    const places = await jobPlacesOf(db, events);
    return events.flatMap((event) => jobFolderPublications(event, places));
  },
};

import {
  assetCreated,
  assetVersionAdded,
  type DomainEvent,
  jobProgressReported,
} from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { folderChanged } from '../folders/folder.live.ts';
import { type JobPlace, jobIdsOf, jobPlacesOf } from '../jobs/job.live.ts';
import { jobsProjection } from '../jobs/job.projection.ts';
import { assetsProjection } from './asset.projection.ts';

/**
 * What a folder's `folderChanged` subscribers hear of one event: a new asset or version, or a
 * change of its job (progress moves only the job, not what the folder shows of the asset).
 */
export function assetPublications(
  event: DomainEvent,
  places: ReadonlyMap<string, JobPlace>,
): Publication[] {
  if (assetCreated.is(event) || assetVersionAdded.is(event)) {
    return [folderChanged(event.data.folderId)];
  }
  if (jobProgressReported.is(event)) return [];
  const [jobId] = jobIdsOf([event]);
  const place = jobId ? places.get(jobId) : undefined;
  return place ? [folderChanged(place.folderId)] : [];
}

/** New assets and versions, and their jobs' changes, to the folder's subscribers. */
export const assetsLive: LiveTopic = {
  name: 'folderChanged (assets)',
  handles: [...new Set([assetCreated.type, assetVersionAdded.type, ...jobsProjection.handles])],
  readModels: [assetsProjection.name, jobsProjection.name],
  async publications(events, db) {
    const places = await jobPlacesOf(db, events);
    return events.flatMap((event) => assetPublications(event, places));
  },
};

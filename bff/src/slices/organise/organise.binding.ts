import { bindAggregate } from '@rushes/events';
import { assetsProjection } from '../assets/asset.projection.ts';
import { foldersProjection } from '../folders/folder.projection.ts';
import { searchProjection } from '../search/search.projection.ts';
import { organiseDecider, organiseReleases, organiseReservations } from './organise.decider.ts';

/**
 * A project's organising (deleting, moving), on `organise.<projectId>`: one decision at a time
 * for the whole project; a moved folder's name unique among its new siblings.
 */
export const organiseCommands = bindAggregate({
  stream: 'organise',
  decider: organiseDecider,
  reserve: organiseReservations,
  release: organiseReleases,
  readModels: [foldersProjection, assetsProjection, searchProjection],
});

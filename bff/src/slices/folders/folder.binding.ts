import { bindAggregate } from '@rushes/events';
import { searchProjection } from '../search/search.projection.ts';
import { folderDecider, folderReleases, folderReservations } from './folder.decider.ts';
import { foldersProjection } from './folder.projection.ts';

/** A folder's commands, on `folder.<id>`: names unique among its siblings. */
export const folderCommands = bindAggregate({
  stream: 'folder',
  decider: folderDecider,
  reserve: folderReservations,
  release: folderReleases,
  readModels: [foldersProjection, searchProjection],
});

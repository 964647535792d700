import { assetCreated, assetVersionAdded, type DomainEvent } from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { folderChanged } from '../folders/folder.live.ts';
import { assetsProjection } from './asset.projection.ts';

/**
 * What a folder's `folderChanged` subscribers hear of one event: a new asset or version (the
 * changes of its job the jobs slice announces).
 */
export function assetPublications(event: DomainEvent): Publication[] {
  if (assetCreated.is(event) || assetVersionAdded.is(event)) {
    return [folderChanged(event.data.folderId)];
  }
  return [];
}

/** New assets and versions, to the folder's subscribers. */
export const assetsLive: LiveTopic = {
  name: 'folderChanged (assets)',
  handles: [assetCreated.type, assetVersionAdded.type],
  readModels: [assetsProjection.name],
  async publications(events) {
    return events.flatMap((event) => assetPublications(event));
  },
};

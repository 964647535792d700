import {
  assetCreated,
  assetLiveCreated,
  assetMetadataSet,
  assetRenamed,
  assetVersionAdded,
  type DomainEvent,
  liveEnded,
  liveStarted,
  versionReviewStatusSet,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { LiveTopic, Publication } from '../../slice.ts';
import { folderChanged } from '../folders/folder.live.ts';
import { assetsProjection } from './asset.projection.ts';

/**
 * What a folder's `folderChanged` subscribers hear of one event: a new asset or version, a Live
 * asset's feed starting (the changes of a job the jobs slice announces).
 */
export function assetPublications(event: DomainEvent): Publication[] {
  if (
    assetCreated.is(event) ||
    assetVersionAdded.is(event) ||
    assetLiveCreated.is(event) ||
    liveStarted.is(event)
  ) {
    return [folderChanged(event.data.folderId)];
  }
  return [];
}

/** The asset a rename, new metadata, a review status or a feed's end changes. */
function changedAsset(event: DomainEvent): string[] {
  if (assetRenamed.is(event)) return [event.data.id];
  if (assetMetadataSet.is(event) || versionReviewStatusSet.is(event) || liveEnded.is(event)) {
    return [event.data.assetId];
  }
  return [];
}

/**
 * The folders of renamed assets, of those with new metadata and of those with a new review status:
 * the events name the asset only.
 */
async function changedIn(events: readonly DomainEvent[], db: Kysely<Database>) {
  const ids = events.flatMap(changedAsset);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('asset').select('folderId').where('id', 'in', ids).execute();
  return [...new Set(rows.map((row) => row.folderId))].map(folderChanged);
}

/**
 * New and renamed assets, new versions, new metadata, review statuses and Live feeds starting
 * and ending, to the folder's subscribers.
 */
export const assetsLive: LiveTopic = {
  name: 'folderChanged (assets)',
  handles: [
    assetCreated.type,
    assetVersionAdded.type,
    assetRenamed.type,
    assetMetadataSet.type,
    versionReviewStatusSet.type,
    assetLiveCreated.type,
    liveStarted.type,
    liveEnded.type,
  ],
  readModels: [assetsProjection.name],
  async publications(events, db) {
    return [
      ...events.flatMap((event) => assetPublications(event)),
      ...(await changedIn(events, db)),
    ];
  },
};

import { jobCompleted } from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { foldersProjection } from '../folders/folder.projection.ts';
import { assetsProjection } from './asset.projection.ts';
import { findFoldersOfVersions, findFolderThumbnails } from './folder-thumbnail.queries.ts';

/** The topic of `folderThumbnail` for one open folder: its child folders' pictures. */
export const folderThumbnailTopic = (folderId: string): string => `folderThumbnail.${folderId}`;

/**
 * A version's pictures are done: when it is now its folder's thumbnail (the first asset with a
 * picture got one, or that asset a newer one), the open views of the folder's parent, where the
 * folder is a row, hear it. A picture further down the folder changes nothing and is not told.
 */
export const folderThumbnailLive: LiveTopic = {
  name: 'folderThumbnail',
  handles: [jobCompleted.type],
  readModels: [assetsProjection.name, foldersProjection.name],
  async publications(events, db): Promise<Publication[]> {
    const versionIds = events.flatMap((event) =>
      jobCompleted.is(event) ? [event.data.versionId] : [],
    );
    const places = (await findFoldersOfVersions(db, versionIds)).filter((row) => row.parentId);
    const thumbnails = await findFolderThumbnails(
      db,
      places.map((place) => place.folderId),
    );
    const shown = new Set(thumbnails.map((row) => row.versionId));
    return places.flatMap(({ versionId, folderId, parentId }) =>
      shown.has(versionId) && parentId
        ? [{ topic: folderThumbnailTopic(parentId), payload: { folderId } }]
        : [],
    );
  },
};

import {
  folderPosterRemoved,
  folderPosterSet,
  folderThumbnailRegenerated,
  jobCompleted,
  jobLadderQueued,
} from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { assetsProjection } from '../assets/asset.projection.ts';
import { foldersProjection } from '../folders/folder.projection.ts';
import {
  findFoldersOfVersions,
  findFoldersWithPosters,
  findFolderThumbnails,
} from './folder-thumbnail.queries.ts';

/** The topic of `folderThumbnail` for one open folder: its child folders' pictures. */
export const folderThumbnailTopic = (folderId: string): string => `folderThumbnail.${folderId}`;

/**
 * A version's pictures are done (with its first level, or its whole ladder): when it is now its folder's thumbnail (the first asset with a
 * picture got one, or that asset a newer one), the open views of the folder's parent, where the
 * folder is a row, hear it. A picture further down the folder changes nothing and is not told;
 * nor does one of a folder with a poster, which shows the poster. A poster set or removed, and a
 * thumbnail regenerated, are heard the same way.
 */
export const folderThumbnailLive: LiveTopic = {
  name: 'folderThumbnail',
  handles: [
    jobCompleted.type,
    jobLadderQueued.type,
    folderPosterSet.type,
    folderPosterRemoved.type,
    folderThumbnailRegenerated.type,
  ],
  readModels: [assetsProjection.name, foldersProjection.name],
  async publications(events, db): Promise<Publication[]> {
    const versionIds = events.flatMap((event) =>
      jobCompleted.is(event) || jobLadderQueued.is(event) ? [event.data.versionId] : [],
    );
    const changedFolderIds = events.flatMap((event) =>
      folderPosterSet.is(event) ||
      folderPosterRemoved.is(event) ||
      folderThumbnailRegenerated.is(event)
        ? [event.data.id]
        : [],
    );
    const changedFolders = await findFoldersWithPosters(db, [...new Set(changedFolderIds)]);
    const places = (await findFoldersOfVersions(db, versionIds)).filter((row) => row.parentId);
    // a folder with a poster shows it whatever its assets' pictures do
    const withPosters = await findFoldersWithPosters(
      db,
      places.map((place) => place.folderId),
    );
    const posters = new Set(withPosters.filter((row) => row.posterKey).map((row) => row.id));
    const thumbnails = await findFolderThumbnails(
      db,
      places.map((place) => place.folderId),
    );
    const shown = new Set(thumbnails.map((row) => row.versionId));
    const pictures = places.flatMap(({ versionId, folderId, parentId }) =>
      shown.has(versionId) && parentId && !posters.has(folderId)
        ? [{ topic: folderThumbnailTopic(parentId), payload: { folderId } }]
        : [],
    );
    const posted = changedFolders.flatMap(({ id, parentId }) =>
      parentId ? [{ topic: folderThumbnailTopic(parentId), payload: { folderId: id } }] : [],
    );
    return [...pictures, ...posted];
  },
};

import type { Slice } from '../../slice.ts';
import { folderThumbnailLive } from './folder-thumbnail.live.ts';
import { folderThumbnailLoaders, folderThumbnailResolvers } from './folder-thumbnail.resolvers.ts';

/**
 * A folder's picture in lists: its poster, else the thumbnail of its first asset that has one
 * (Regenerate Thumbnail chooses it again), heard at once by the open views of its parent.
 */
export const folderThumbnailsSlice: Slice = {
  name: 'folder-thumbnails',
  resolvers: [folderThumbnailResolvers],
  loaders: folderThumbnailLoaders,
  live: [folderThumbnailLive],
};

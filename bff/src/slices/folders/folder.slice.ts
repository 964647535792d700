import type { Slice } from '../../slice.ts';
import { foldersLive } from './folder.live.ts';
import { folderLoaders } from './folder.loaders.ts';
import { foldersProjection } from './folder.projection.ts';
import { folderNode, folderResolvers } from './folder.resolvers.ts';
import { folderPosterResolvers } from './folder-poster.resolvers.ts';
import { folderRenameResolvers } from './folder-rename.resolvers.ts';
import { folderTotalsLoaders, folderTotalsResolvers } from './folder-totals.resolvers.ts';

export const foldersSlice: Slice = {
  name: 'folders',
  projections: [foldersProjection],
  resolvers: [folderResolvers, folderPosterResolvers, folderRenameResolvers, folderTotalsResolvers],
  loaders: (db) => ({ ...folderLoaders(db), ...folderTotalsLoaders(db) }),
  nodes: { Folder: folderNode },
  live: [foldersLive],
};

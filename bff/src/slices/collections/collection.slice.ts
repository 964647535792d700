import type { Slice } from '../../slice.ts';
import { collectionNode } from './collection.access.ts';
import { collectionsLive } from './collection.live.ts';
import { collectionLoaders } from './collection.loaders.ts';
import { collectionMutations } from './collection.mutations.ts';
import { collectionResolvers } from './collection.resolvers.ts';
import { collectionsProjection } from './collections.projection.ts';

/**
 * A project's collections (decision 0125): named, saved searches that those who edit the
 * project keep, whose assets are those the search port finds in the project now within what
 * each viewer may open; a share link may share one.
 */
export const collectionsSlice: Slice = {
  name: 'collections',
  projections: [collectionsProjection],
  resolvers: [collectionResolvers, collectionMutations],
  loaders: collectionLoaders,
  nodes: { Collection: collectionNode },
  live: [collectionsLive],
};

import type { Slice } from '../../slice.ts';
import { linksLive } from './link.live.ts';
import { linkLoaders } from './link.loaders.ts';
import { linksProjection } from './link.projection.ts';
import { linkNode, linkResolvers } from './link.resolvers.ts';
import { linkChangedResolvers } from './link-changed.resolvers.ts';

export const linksSlice: Slice = {
  name: 'links',
  projections: [linksProjection],
  resolvers: [linkResolvers, linkChangedResolvers],
  loaders: linkLoaders,
  nodes: { ShareLink: linkNode },
  live: [linksLive],
};

import type { Slice } from '../../slice.ts';
import { linkLoaders } from './link.loaders.ts';
import { linksProjection } from './link.projection.ts';
import { linkNode, linkResolvers } from './link.resolvers.ts';

export const linksSlice: Slice = {
  name: 'links',
  projections: [linksProjection],
  resolvers: [linkResolvers],
  loaders: linkLoaders,
  nodes: { ShareLink: linkNode },
};

import type { Slice } from '../../slice.ts';
import { markersResolvers } from './markers.resolvers.ts';

/**
 * Markers back from the edit suite: Media Composer's marker text, Resolve's marker EDLs and
 * CMX 3600 locators imported onto a version as comments at their frames.
 */
export const markersSlice: Slice = {
  name: 'markers',
  resolvers: [markersResolvers],
};

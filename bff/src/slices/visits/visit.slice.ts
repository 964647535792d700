import type { Slice } from '../../slice.ts';
import { linkDirectory } from './link-directory.ts';
import { sharedCollectionResolvers } from './shared-collection.resolvers.ts';
import { visitResolvers } from './visit.resolvers.ts';

/**
 * Share-link visitors: what their link holds, a shared collection's assets page by page and live
 * (their sign-in is the session routes').
 */
export const visitsSlice: Slice = {
  name: 'visits',
  resolvers: [visitResolvers, sharedCollectionResolvers],
  links: linkDirectory,
};

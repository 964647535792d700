import type { Slice } from '../../slice.ts';
import { linkDirectory } from './link-directory.ts';
import { visitResolvers } from './visit.resolvers.ts';

/** Share-link visitors: what their link holds (their sign-in is the session routes'). */
export const visitsSlice: Slice = {
  name: 'visits',
  resolvers: [visitResolvers],
  links: linkDirectory,
};

import type { Slice } from '../../slice.ts';
import { shellResolvers } from './shell.resolvers.ts';

/** What the application shell hears over the websocket for itself: `welcome`. */
export const shellSlice: Slice = {
  name: 'shell',
  resolvers: [shellResolvers],
};

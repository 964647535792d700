import type { Slice } from '../../slice.ts';
import { transferResolvers } from './transfer.resolvers.ts';

/** Transfer statistics: the transfer-stats service writes the tables, this slice reads them. */
export const transfersSlice: Slice = {
  name: 'transfers',
  resolvers: [transferResolvers],
};

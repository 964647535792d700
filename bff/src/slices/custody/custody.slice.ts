import { publicOrigin } from '../../config.ts';
import type { Slice } from '../../slice.ts';
import { createFeedReader } from '../event-feed/feed-reader.ts';
import { custodyEventNode, custodyResolvers } from './custody.resolvers.ts';
import { startCustodyChain } from './custody-chain.worker.ts';
import { custodyExportRoutes } from './custody-export.routes.ts';

/**
 * The chain of custody (decision 0119): each project's public events are chained by hash in the
 * background, and superusers and workspace admins check it, read it and export it. What people
 * were handed and machines read is recorded by the accesses slice.
 */
export const custodySlice: Slice = {
  name: 'custody',
  resolvers: [custodyResolvers],
  nodes: { CustodyEvent: custodyEventNode },
  routes: custodyExportRoutes,
  background: (services) => {
    const { store, db, config } = services;
    const reader = createFeedReader({ store, db, source: publicOrigin(config) });
    const chain = startCustodyChain(services, reader);
    return () => chain.stop();
  },
};

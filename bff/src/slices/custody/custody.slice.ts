import { publicOrigin } from '../../config.ts';
import { originOf } from '../../request-context.ts';
import type { Slice } from '../../slice.ts';
import { createFeedReader } from '../event-feed/feed-reader.ts';
import { accessRecorder } from './access-records.ts';
import { custodyEventNode, custodyResolvers } from './custody.resolvers.ts';
import { startCustodyChain } from './custody-chain.worker.ts';
import { custodyExportRoutes } from './custody-export.routes.ts';

/**
 * The chain of custody (decision 0119): what people were handed and machines read is recorded
 * as events (views, token uses; plays through `recordPlay`), each project's public events are
 * chained by hash in the background, and superusers and workspace admins check and export it.
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
  answered: (services) => {
    const recorder = accessRecorder(services);
    return async (ctx) => {
      if (ctx.machine) {
        const { fields, projects } = ctx.reached;
        const origin = {
          ...originOf(ctx),
          actor: { kind: 'token' as const, id: ctx.machine.tokenId },
        };
        const reads = new Map([...projects].map((id) => [id, fields]));
        await recorder.tokenUse(origin, 'graphql', reads);
      } else {
        await recorder.views(ctx);
      }
    };
  },
};

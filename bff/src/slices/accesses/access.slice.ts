import { originOf } from '../../request-context.ts';
import type { Slice } from '../../slice.ts';
import { accessRecorder } from './access-records.ts';

/**
 * The accesses the log records for the chain of custody (decision 0119): the versions a person
 * was handed and the projects a machine read through GraphQL, once a request has answered with
 * something; plays go through `recordPlay`, the feed's reads through its routes.
 */
export const accessesSlice: Slice = {
  name: 'accesses',
  answered: (services) => {
    const recorder = accessRecorder(services);
    return async (ctx) => {
      if (!ctx.machine) return recorder.views(ctx);
      const { fields, projects } = ctx.reached;
      const origin = {
        ...originOf(ctx),
        actor: { kind: 'token' as const, id: ctx.machine.tokenId },
      };
      await recorder.tokenUse(origin, 'graphql', new Map([...projects].map((id) => [id, fields])));
    };
  },
};

import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { seenOnly } from '../../live/seen-only.ts';
import { signedIn } from '../access.ts';
import { accessChangedTopic } from './access.live.ts';

/** Changes to the subscriber's own reach, while their user is there to answer with. */
const heardOwnChanges = seenOnly<{ userId: string }>(
  accessChangedTopic,
  async (payload, ctx) => (await ctx.loaders.user.load(payload.userId)) !== null,
);

/** `accessChanged`: the signed-in person hears of changes to their own reach, nobody else's. */
export const accessChangedResolvers = {
  Subscription: {
    accessChanged: {
      subscribe(root: unknown, _args: unknown, ctx: MercuriusContext, info: GraphQLResolveInfo) {
        return heardOwnChanges(root, { id: signedIn(ctx).userId }, ctx, info);
      },
      resolve: (payload: { userId: string }, _args: unknown, ctx: MercuriusContext) =>
        ctx.loaders.user.load(payload.userId),
    },
  },
} satisfies IResolvers;

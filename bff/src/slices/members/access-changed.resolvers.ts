import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { forgetLoaded } from '../../request-context.ts';
import { signedIn } from '../access.ts';
import { accessChangedTopic } from './access.live.ts';

/** `accessChanged`: the signed-in person hears of changes to their own reach, nobody else's. */
export const accessChangedResolvers = {
  Subscription: {
    accessChanged: {
      subscribe(_root: unknown, _args: unknown, ctx: MercuriusContext) {
        return ctx.pubsub.subscribe(accessChangedTopic(signedIn(ctx).userId));
      },
      async resolve(payload: { userId: string }, _args: unknown, ctx: MercuriusContext) {
        forgetLoaded(ctx);
        const user = await ctx.loaders.user.load(payload.userId);
        if (!user) throw appError('NOT_FOUND', { entity: 'user' });
        return user;
      },
    },
  },
} satisfies IResolvers;

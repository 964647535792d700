import type { GraphQLResolveInfo } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import { forgetLoaded } from '../../request-context.ts';
import { signedIn } from '../access.ts';
import { hearsOfLink } from './link.access.ts';
import { LINK_CHANGED_TOPIC, type LinkChangedPayload } from './link.live.ts';

/** Every change to every link; the filter lets through those the subscriber sees. */
const heardChanges = mercurius.withFilter<LinkChangedPayload>(
  (_root: unknown, _args: unknown, ctx: MercuriusContext) =>
    ctx.pubsub.subscribe(LINK_CHANGED_TOPIC),
  (payload, _args, ctx) => {
    // the socket's loaders outlive each message: read the link and the person's reach afresh
    forgetLoaded(ctx);
    return hearsOfLink(ctx, payload.linkId);
  },
);

/**
 * `linkChanged`: a signed-in person hears of each link the policy shows them (or showed them,
 * for its deletion) being created, changed or deleted; a visitor may not subscribe.
 */
export const linkChangedResolvers = {
  Subscription: {
    linkChanged: {
      // refused at once, before the filtered stream starts
      subscribe(root: unknown, args: object, ctx: MercuriusContext, info: GraphQLResolveInfo) {
        signedIn(ctx);
        return heardChanges(root, args, ctx, info);
      },
      async resolve({ change, linkId }: LinkChangedPayload, _args: unknown, ctx: MercuriusContext) {
        const link = await ctx.loaders.link.load(linkId);
        const deleted = change === 'DELETED' || !link || link.deletedAt !== null;
        return {
          change,
          link: deleted ? null : link,
          deletedId: change === 'DELETED' ? toGlobalId('ShareLink', linkId) : null,
        };
      },
    },
  },
} satisfies IResolvers;

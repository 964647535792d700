import type { IResolvers, MercuriusContext } from 'mercurius';
import type { CollectionAssetsArgs } from '../../graphql/schema-types.generated.ts';
import { seenOnly } from '../../live/seen-only.ts';
import { visibleAsset } from '../assets/asset.access.ts';
import { collectionsChangedTopic } from '../collections/collection.live.ts';
import { collectionAssetPage } from '../collections/collection-asset-page.ts';
import { sharedCollection } from '../collections/collection-assets.ts';
import type { LinkRow } from '../links/link.queries.ts';
import { visitorsLink } from './visit.resolvers.ts';

type Ctx = MercuriusContext;

/**
 * A page of the assets of the collection the visitor's link shares, each one the policy lets
 * them open (decision 0125); none for a link sharing no collection.
 */
async function collectionAssets(link: LinkRow, args: CollectionAssetsArgs, ctx: Ctx) {
  const { collectionId } = link;
  const listed = collectionId
    ? await sharedCollection(ctx.services.db, { ...link, collectionId })
    : null;
  return collectionAssetPage(ctx, listed, args, async (id) => (await visibleAsset(ctx, id))?.asset);
}

/** The project's collections and their assets changed: heard by a visitor of a link sharing one. */
const heardChanges = seenOnly<{ projectId: string }>(
  collectionsChangedTopic,
  async (payload, ctx) => {
    const link = ctx.visitor && (await ctx.loaders.link.load(ctx.visitor.linkId));
    return (
      !!link &&
      !link.deletedAt &&
      link.collectionId !== null &&
      link.projectId === payload.projectId
    );
  },
);

const sharedLinkChanged = {
  // refused at once, before the filtered stream starts; the topic is the link's project's
  async subscribe(
    root: unknown,
    _args: unknown,
    ctx: Ctx,
    info: Parameters<typeof heardChanges>[3],
  ) {
    const link = await visitorsLink(ctx);
    return heardChanges(root, { id: link.projectId }, ctx, info);
  },
  resolve: (_payload: unknown, _args: unknown, ctx: Ctx) => visitorsLink(ctx),
};

export const sharedCollectionResolvers = {
  Subscription: { sharedLinkChanged },
  SharedLink: {
    sharesCollection: (link: LinkRow) => link.collectionId !== null,
    collectionAssets,
  },
} satisfies IResolvers;

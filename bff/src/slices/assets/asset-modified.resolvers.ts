import type { IResolvers, MercuriusContext } from 'mercurius';
import type { AssetRow } from './asset.queries.ts';

/** `Asset.modifiedAt`: the read model keeps no other change time than its versions'. */
export const assetModifiedResolvers = {
  Asset: {
    async modifiedAt(asset: AssetRow, _: unknown, ctx: MercuriusContext) {
      const version =
        asset.newestVersionId && (await ctx.loaders.version.load(asset.newestVersionId));
      return version ? version.createdAt : asset.createdAt;
    },
  },
} satisfies IResolvers;

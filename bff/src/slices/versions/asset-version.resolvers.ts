import type { IResolvers, MercuriusContext } from 'mercurius';
import type { AssetVersionArgs } from '../../graphql/schema-types.generated.ts';
import type { AssetRow } from '../assets/asset.queries.ts';

/** `Asset.version`: one version by its number, as a link to it names it. */
export const assetVersionResolvers = {
  Asset: {
    async version(asset: AssetRow, args: AssetVersionArgs, ctx: MercuriusContext) {
      const versions = await ctx.loaders.versionsOf.load(asset.id);
      if (args.number == null) return versions[0] ?? null;
      return versions.find((version) => version.number === args.number) ?? null;
    },
  },
} satisfies IResolvers;

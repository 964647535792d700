import type { IResolvers, MercuriusContext } from 'mercurius';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { MutationSetReviewStatusArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedInOrVisiting, written } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { assetCommands } from '../assets/asset.binding.ts';
import type { VersionRow } from '../assets/asset.queries.ts';
import { statusOfGraphql } from '../assets/asset.resolvers.ts';
import { assetAllowedTo } from '../policy.ts';

type Ctx = MercuriusContext;

/**
 * A version's review status, for those who may edit its asset: the same right as renaming it, so
 * viewers and share links' visitors never have it.
 */
async function setReviewStatus(_root: unknown, { input }: MutationSetReviewStatusArgs, ctx: Ctx) {
  signedInOrVisiting(ctx);
  const { id: versionId } = fromGlobalId(input.versionId, { type: 'Version', field: 'versionId' });
  const version = found(await ctx.loaders.version.load(versionId), 'version', 'versionId');
  const reached = found(await reachedAsset(ctx, version.assetId), 'version', 'versionId');
  allow(assetAllowedTo(ctx.viewer, reached.access, reached.path, reached.asset.id).edit);
  const assetId = reached.asset.id;
  const command = {
    type: 'SetReviewStatus' as const,
    assetId,
    versionId,
    versionOf: version.assetId,
    status: statusOfGraphql(input.status),
  };
  await decideFor(ctx, assetCommands, assetId, command, input.clientMutationId);
  return {
    version: written(await ctx.loaders.version.load(versionId)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const reviewStatusResolvers = {
  Mutation: { setReviewStatus },
  Version: {
    reviewStatus: (version: VersionRow) =>
      version.reviewStatus === null || version.reviewStatusSetAt === null
        ? null
        : {
            ...version,
            status: version.reviewStatus.toUpperCase(),
            setAt: version.reviewStatusSetAt,
          },
  },
  ReviewStatusRecord: {
    setBy: (record: VersionRow, _: unknown, ctx: Ctx) =>
      record.reviewStatusSetBy ? ctx.loaders.user.load(record.reviewStatusSetBy) : null,
  },
} satisfies IResolvers;

import type { IResolvers, MercuriusContext } from 'mercurius';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { MutationRenameAssetArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { assetAllowedTo } from '../policy.ts';
import { reachedAsset } from './asset.access.ts';
import { assetCommands } from './asset.binding.ts';

/** Rename: the asset's name in lists; its versions keep their files' names. */
async function renameAsset(
  _root: unknown,
  { input }: MutationRenameAssetArgs,
  ctx: MercuriusContext,
) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(input.id, { type: 'Asset', field: 'id' });
  const reached = found(await reachedAsset(ctx, id), 'asset', 'id');
  allow(assetAllowedTo(viewer, reached.access, reached.path, reached.asset.id).edit);
  const { asset } = reached;
  const command = {
    type: 'RenameAsset' as const,
    assetId: asset.id,
    name: input.name,
    current: asset.name,
  };
  await decideFor(ctx, assetCommands, asset.id, command, input.clientMutationId);
  const renamed = written(await ctx.loaders.asset.load(asset.id));
  return { asset: renamed, clientMutationId: input.clientMutationId ?? null };
}

export const assetRenameResolvers = { Mutation: { renameAsset } } satisfies IResolvers;

import { DomainError } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError, fromDomainError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { MutationSetCustomFieldValuesArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedInOrVisiting, written } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { assetCommands } from '../assets/asset.binding.ts';
import { canSetCustomValues } from '../policy.ts';
import { valuesToSet } from './custom-values.ts';

type Ctx = MercuriusContext;

/** The most assets one call sets values on: a folder's selection. */
export const MAX_ASSETS = 1_000;
/** Commands run side by side: each waits for the read model, so a selection is not serial. */
const TOGETHER = 8;

/** The assets a call names, each one the caller may set values on, and their one workspace. */
async function assetsToSet(ctx: Ctx, globalIds: readonly string[]) {
  if (globalIds.length === 0)
    throw appError('VALIDATION_FAILED', { field: 'assetIds', rule: 'required' });
  if (globalIds.length > MAX_ASSETS) {
    throw appError('VALIDATION_FAILED', { field: 'assetIds', rule: 'maxItems', max: MAX_ASSETS });
  }
  const ids = [
    ...new Set(globalIds.map((id) => fromGlobalId(id, { type: 'Asset', field: 'assetIds' }).id)),
  ];
  const reached = await Promise.all(
    ids.map(async (id) => found(await reachedAsset(ctx, id), 'asset', 'assetIds')),
  );
  for (const { access, path, asset } of reached) {
    allow(canSetCustomValues(ctx.viewer, access, path, asset.id));
  }
  const workspaces = new Set(reached.map(({ project }) => project.workspaceId));
  if (workspaces.size > 1)
    throw appError('VALIDATION_FAILED', { field: 'assetIds', rule: 'oneWorkspace' });
  return { ids, workspaceId: reached[0]?.project.workspaceId ?? '' };
}

/**
 * The same values on one asset or a selection, for those who may edit each: every value is read
 * and checked against the workspace's fields before any asset changes, then each asset takes
 * them in a command of its own (as review statuses are set on a selection, one asset at a time).
 */
async function setCustomFieldValues(
  _root: unknown,
  { input }: MutationSetCustomFieldValuesArgs,
  ctx: Ctx,
) {
  signedInOrVisiting(ctx);
  const { ids, workspaceId } = await assetsToSet(ctx, input.assetIds);
  const fields = await ctx.loaders.customFieldsOf.load(workspaceId);
  const inputs = input.values.map(({ fieldId, value }) => ({
    fieldId: fromGlobalId(fieldId, { type: 'CustomField', field: 'fieldId' }).id,
    value,
  }));
  const values = valuesToSet(fields, inputs);
  if (values instanceof DomainError) throw fromDomainError(values);
  const command = (assetId: string) => ({ type: 'SetCustomValues' as const, assetId, values });
  for (let start = 0; start < ids.length; start += TOGETHER) {
    await Promise.all(
      ids
        .slice(start, start + TOGETHER)
        .map((id) => decideFor(ctx, assetCommands, id, command(id), input.clientMutationId)),
    );
  }
  const assets = await Promise.all(ids.map((id) => ctx.loaders.asset.load(id)));
  return { assets: assets.map(written), clientMutationId: input.clientMutationId ?? null };
}

export const customValueResolvers = {
  Mutation: { setCustomFieldValues },
} satisfies IResolvers;

import { runCommand } from '@rushes/events';
import type { MercuriusContext } from 'mercurius';
import { decided } from '../../errors.ts';
import { originOf } from '../../request-context.ts';
import { type AssetCommand, assetDecider } from './asset.decider.ts';

/** Decides `command` on the asset's stream; answers once the read models have its events. */
export const decideOnAsset = async (
  ctx: MercuriusContext,
  assetId: string,
  command: AssetCommand,
  mutationId?: string | null,
) =>
  decided(
    await runCommand(ctx.services, originOf(ctx), {
      stream: `asset.${assetId}`,
      decider: assetDecider,
      command,
      // The answer reads the asset, its version and its job, which the jobs' model makes.
      readModels: ctx.services.readModels,
      idempotencyKey: mutationId,
    }),
  );

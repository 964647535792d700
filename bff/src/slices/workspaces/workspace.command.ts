import { runCommand } from '@rushes/events';
import type { MercuriusContext } from 'mercurius';
import { decided } from '../../errors.ts';
import { forgetLoaded, originOf } from '../../request-context.ts';
import { written } from '../access.ts';
import {
  type WorkspaceCommand,
  workspaceDecider,
  workspaceReleases,
  workspaceReservations,
} from './workspace.decider.ts';
import { workspacesProjection } from './workspace.projection.ts';

/**
 * Decides on the workspace's stream, its name reserved or released, and waits for its read model
 * (for every one after a deletion: the deleted workspace's projects move in the projects' model).
 */
export async function decideOnWorkspace(
  ctx: MercuriusContext,
  command: WorkspaceCommand,
  idempotencyKey?: string | null,
) {
  decided(
    await runCommand(ctx.services, originOf(ctx), {
      stream: `workspace.${command.workspaceId}`,
      decider: workspaceDecider,
      command,
      reserve: workspaceReservations,
      release: workspaceReleases,
      readModels:
        command.type === 'DeleteWorkspace' ? ctx.services.readModels : [workspacesProjection],
      idempotencyKey,
    }),
  );
  forgetLoaded(ctx);
}

/** The workspace a mutation just wrote, as its read model holds it now. */
export const writtenWorkspace = async (ctx: MercuriusContext, workspaceId: string) =>
  written(await ctx.loaders.workspace.load(workspaceId));

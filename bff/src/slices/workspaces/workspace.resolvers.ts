import { newId, runCommand } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { decided } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import { forgetLoaded, originOf, type RequestContext } from '../../request-context.ts';
import { allow, signedIn, written } from '../access.ts';
import { canCreateWorkspace, canSeeAll } from '../policy.ts';
import { reachedWorkspace, workspaceRights } from './workspace.access.ts';
import { workspaceDecider, workspaceReservations } from './workspace.decider.ts';
import { workspacesProjection } from './workspace.projection.ts';
import { listWorkspaces, type WorkspaceRow } from './workspace.queries.ts';

interface CreateWorkspaceInput {
  name: string;
  clientMutationId?: string | null;
}

export const workspaceResolvers = {
  Query: {
    workspaces(_root: unknown, _args: unknown, ctx: MercuriusContext) {
      const viewer = signedIn(ctx);
      const userId = canSeeAll(viewer) ? null : viewer.userId;
      return listWorkspaces(ctx.services.db, { userId });
    },
  },
  Mutation: {
    async createWorkspace(
      _root: unknown,
      { input }: { input: CreateWorkspaceInput },
      ctx: MercuriusContext,
    ) {
      const viewer = signedIn(ctx);
      allow(canCreateWorkspace(viewer));
      const workspaceId = newId('workspace', viewer.userId, input.clientMutationId);
      decided(
        await runCommand(ctx.services, originOf(ctx), {
          stream: `workspace.${workspaceId}`,
          decider: workspaceDecider,
          command: { type: 'CreateWorkspace', workspaceId, name: input.name, isDefault: false },
          reserve: workspaceReservations,
          readModels: [workspacesProjection],
          idempotencyKey: input.clientMutationId,
        }),
      );
      forgetLoaded(ctx);
      const workspace = written(await ctx.loaders.workspace.load(workspaceId));
      return { workspace, clientMutationId: input.clientMutationId ?? null };
    },
  },
  Workspace: {
    id: (workspace: WorkspaceRow) => toGlobalId('Workspace', workspace.id),
    canEdit: async (workspace: WorkspaceRow, _args: unknown, ctx: MercuriusContext) =>
      (await workspaceRights(ctx, workspace.id)).edit,
    allowedTo: (workspace: WorkspaceRow, _args: unknown, ctx: MercuriusContext) =>
      workspaceRights(ctx, workspace.id),
  },
} satisfies IResolvers;

/** `node(id)` for a Workspace: superusers, its admins, and whoever holds a project in it. */
export const workspaceNode = async (ctx: RequestContext, id: string) =>
  (await reachedWorkspace(ctx, id))?.workspace ?? null;

import { newId, runCommand } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { decided } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import { forgetLoaded, originOf, type RequestContext } from '../../request-context.ts';
import { allow, signedIn, written } from '../access.ts';
import { canCreateWorkspace, canSeeAll, canSeeWorkspace, workspaceAllowedTo } from '../policy.ts';
import { workspaceDecider, workspaceReservations } from './workspace.decider.ts';
import { workspacesProjection } from './workspace.projection.ts';
import { listWorkspaces, managesProjectIn, type WorkspaceRow } from './workspace.queries.ts';

interface CreateWorkspaceInput {
  name: string;
  clientMutationId?: string | null;
}

export const workspaceResolvers = {
  Query: {
    workspaces(_root: unknown, _args: unknown, ctx: MercuriusContext) {
      const viewer = signedIn(ctx);
      const managerId = canSeeAll(viewer) ? null : viewer.userId;
      return listWorkspaces(ctx.services.db, { managerId });
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
    canEdit: (_workspace: WorkspaceRow, _args: unknown, ctx: MercuriusContext) =>
      workspaceAllowedTo(ctx.viewer).edit,
    allowedTo: (_workspace: WorkspaceRow, _args: unknown, ctx: MercuriusContext) =>
      workspaceAllowedTo(ctx.viewer),
  },
} satisfies IResolvers;

/** `node(id)` for a Workspace: superusers, and whoever manages a project in it. */
export async function workspaceNode(ctx: RequestContext, id: string) {
  const viewer = ctx.viewer;
  const manages = viewer !== null && (await managesProjectIn(ctx.services.db, viewer.userId, id));
  if (!canSeeWorkspace(viewer, manages)) return null;
  return (await ctx.loaders.workspace.load(id)) ?? null;
}

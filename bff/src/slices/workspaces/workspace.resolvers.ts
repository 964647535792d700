import { newId } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { MutationCreateWorkspaceArgs } from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { decideFor } from '../../request-context.ts';
import { allow, signedIn } from '../access.ts';
import { canCreateWorkspace, canSeeAll } from '../policy.ts';
import { signedGetUrlOrNull } from '../signed-urls.ts';
import { reachedWorkspace, workspaceRights, writtenWorkspace } from './workspace.access.ts';
import { workspaceCommands } from './workspace.binding.ts';
import { listWorkspaceProjects, listWorkspaces, type WorkspaceRow } from './workspace.queries.ts';

type Ctx = MercuriusContext;

const image = async (ctx: Ctx, key: string | null) => {
  const url = await signedGetUrlOrNull(ctx, key);
  return url === null ? null : { url };
};

export const workspaceResolvers = {
  Query: {
    workspaces(_root: unknown, _args: unknown, ctx: Ctx) {
      const viewer = signedIn(ctx);
      const userId = canSeeAll(viewer) ? null : viewer.userId;
      return listWorkspaces(ctx.services.db, { userId });
    },
  },
  Mutation: {
    async createWorkspace(_root: unknown, { input }: MutationCreateWorkspaceArgs, ctx: Ctx) {
      const viewer = signedIn(ctx);
      allow(canCreateWorkspace(viewer));
      const workspaceId = newId('workspace', viewer.userId, input.clientMutationId);
      const command = { type: 'CreateWorkspace' as const, name: input.name, isDefault: false };
      await decideFor(
        ctx,
        workspaceCommands,
        workspaceId,
        { ...command, workspaceId },
        input.clientMutationId,
      );
      const workspace = await writtenWorkspace(ctx, workspaceId);
      return { workspace, clientMutationId: input.clientMutationId ?? null };
    },
  },
  Workspace: {
    id: (workspace: WorkspaceRow) => toGlobalId('Workspace', workspace.id),
    canEdit: async (workspace: WorkspaceRow, _args: unknown, ctx: Ctx) =>
      (await workspaceRights(ctx, workspace.id)).edit,
    allowedTo: (workspace: WorkspaceRow, _args: unknown, ctx: Ctx) =>
      workspaceRights(ctx, workspace.id),
    logo: (workspace: WorkspaceRow, _args: unknown, ctx: Ctx) => image(ctx, workspace.logoKey),
    projectPoster: (workspace: WorkspaceRow, _args: unknown, ctx: Ctx) =>
      image(ctx, workspace.projectPosterKey),
    size: (workspace: WorkspaceRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.workspaceSize.load(workspace.id),
    // Those who manage the workspace see all its projects; others those they hold.
    async projects(workspace: WorkspaceRow, _args: unknown, ctx: Ctx) {
      const viewer = signedIn(ctx);
      const { edit } = await workspaceRights(ctx, workspace.id);
      return listWorkspaceProjects(ctx.services.db, workspace.id, edit ? null : viewer.userId);
    },
  },
} satisfies IResolvers;

/** `node(id)` for a Workspace: superusers, its admins, and whoever holds a project in it. */
export const workspaceNode = async (ctx: RequestContext, id: string) =>
  (await reachedWorkspace(ctx, id))?.workspace ?? null;

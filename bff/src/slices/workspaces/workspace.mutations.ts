import type { IResolvers, MercuriusContext } from 'mercurius';
import { findWorkspaceApiTokenIds } from '../../auth/api-token.queries.ts';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationDeleteWorkspaceArgs,
  MutationSetWorkspaceAnnotationsArgs,
  MutationUpdateWorkspaceArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { workspaceWith, writtenWorkspace } from './workspace.access.ts';
import { workspaceCommands } from './workspace.binding.ts';
import { findDefaultWorkspace, projectIdsIn } from './workspace.queries.ts';

type Ctx = MercuriusContext;

async function updateWorkspace(_root: unknown, { input }: MutationUpdateWorkspaceArgs, ctx: Ctx) {
  const { id: workspaceId } = await workspaceWith(ctx, input.id, 'edit');
  const command = { type: 'RenameWorkspace' as const, workspaceId, name: input.name };
  await decideFor(ctx, workspaceCommands, workspaceId, command, input.clientMutationId);
  const workspace = await writtenWorkspace(ctx, workspaceId);
  return { workspace, clientMutationId: input.clientMutationId ?? null };
}

/** Turns drawing annotations on or off for the workspace's members (its admins, superusers). */
async function setWorkspaceAnnotations(
  _root: unknown,
  { input }: MutationSetWorkspaceAnnotationsArgs,
  ctx: Ctx,
) {
  const { id: workspaceId } = await workspaceWith(ctx, input.id, 'edit');
  const command = { type: 'SetWorkspaceAnnotations' as const, workspaceId, enabled: input.enabled };
  await decideFor(ctx, workspaceCommands, workspaceId, command, input.clientMutationId);
  const workspace = await writtenWorkspace(ctx, workspaceId);
  return { workspace, clientMutationId: input.clientMutationId ?? null };
}

/**
 * One decision: the workspace goes and its projects move to the default workspace with it. Its
 * API tokens stop working with it: every BFF forgets them at once, and their open streams end.
 */
async function deleteWorkspace(_root: unknown, { input }: MutationDeleteWorkspaceArgs, ctx: Ctx) {
  const { id: workspaceId } = await workspaceWith(ctx, input.id, 'delete');
  const { db, apiTokens } = ctx.services;
  const fallback = await findDefaultWorkspace(db);
  if (!fallback) throw appError('STATE_CONFLICT', { field: 'id', entity: 'workspace' });
  const command = {
    type: 'DeleteWorkspace' as const,
    workspaceId,
    defaultWorkspaceId: fallback.id,
    projectIds: await projectIdsIn(db, workspaceId),
  };
  const tokenIds = await findWorkspaceApiTokenIds(db, workspaceId);
  await decideFor(ctx, workspaceCommands, workspaceId, command, input.clientMutationId);
  await Promise.all(tokenIds.map((tokenId) => apiTokens.revoked(tokenId)));
  return {
    deletedWorkspaceId: toGlobalId('Workspace', workspaceId),
    defaultWorkspace: await writtenWorkspace(ctx, fallback.id),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const workspaceMutations = {
  Mutation: { updateWorkspace, deleteWorkspace, setWorkspaceAnnotations },
} satisfies IResolvers;

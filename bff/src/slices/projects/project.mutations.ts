import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationChangeProjectWorkspaceArgs,
  MutationDeleteProjectArgs,
  MutationUpdateProjectArgs,
  MutationUpdateProjectSettingsArgs,
  UpdateProjectInput,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, optionalId, written } from '../access.ts';
import { canManageStorages, canMoveProject } from '../policy.ts';
import { reachedWorkspace, workspaceAccess } from '../workspaces/workspace.access.ts';
import { projectToChange } from './project.access.ts';
import { projectCommands } from './project.binding.ts';
import type { UpdateProject } from './project.decider.ts';

type Ctx = MercuriusContext;

/** The project as it is now, for the payload. */
export async function changed(ctx: Ctx, projectId: string, clientMutationId?: string | null) {
  const project = written(await ctx.loaders.project.load(projectId));
  return { project, clientMutationId: clientMutationId ?? null };
}

/** The details the input sent (GraphQL's null as left out); a manager nobody is becomes null. */
async function sentDetails(ctx: Ctx, input: UpdateProjectInput) {
  const { id: _id, clientMutationId: _key, managerId, transferServer: _server, ...rest } = input;
  const details: UpdateProject['details'] = Object.fromEntries(
    Object.entries(rest).filter(([field, value]) => value !== null || field.startsWith('shooting')),
  );
  if (typeof managerId === 'string') {
    const userId = optionalId(managerId, 'User', 'managerId');
    details.managerId = userId ? ((await ctx.loaders.user.load(userId))?.id ?? null) : null;
  }
  return details;
}

/** A superuser's change of transfer server ('' for none), with the servers there are. */
function sentTransferServer(ctx: Ctx, input: UpdateProjectInput) {
  if (typeof input.transferServer !== 'string') return {};
  allow(canManageStorages(ctx.viewer));
  const servers = ctx.services.config.storageSetup.transferServers;
  return { transferServer: { name: input.transferServer || null, servers } };
}

async function updateProject(_root: unknown, { input }: MutationUpdateProjectArgs, ctx: Ctx) {
  const { project } = await projectToChange(ctx, input.id, 'edit');
  const details = await sentDetails(ctx, input);
  const command = {
    type: 'UpdateProject' as const,
    projectId: project.id,
    details,
    ...sentTransferServer(ctx, input),
  };
  await decideFor(ctx, projectCommands, project.id, command, input.clientMutationId);
  return changed(ctx, project.id, input.clientMutationId);
}

async function updateProjectSettings(
  _root: unknown,
  { input }: MutationUpdateProjectSettingsArgs,
  ctx: Ctx,
) {
  const { project } = await projectToChange(ctx, input.id, 'edit');
  const command = {
    type: 'ChangeProjectSettings' as const,
    projectId: project.id,
    slateFormat: input.slateFormat,
  };
  await decideFor(ctx, projectCommands, project.id, command, input.clientMutationId);
  return changed(ctx, project.id, input.clientMutationId);
}

async function changeProjectWorkspace(
  _root: unknown,
  { input }: MutationChangeProjectWorkspaceArgs,
  ctx: Ctx,
) {
  const { project } = await projectToChange(ctx, input.id, 'edit');
  const targetId = optionalId(input.workspaceId, 'Workspace', 'workspaceId');
  const target = targetId ? await reachedWorkspace(ctx, targetId) : null;
  const from = await workspaceAccess(ctx, project.workspaceId);
  // A target out of reach is a missing workspace (as for createProject) to one who may move
  // projects out of this one.
  allow(canMoveProject(ctx.viewer, from, target?.access ?? from));
  const command = {
    type: 'ChangeProjectWorkspace' as const,
    projectId: project.id,
    workspaceId: target?.workspace.id ?? null,
  };
  await decideFor(ctx, projectCommands, project.id, command, input.clientMutationId);
  return changed(ctx, project.id, input.clientMutationId);
}

async function deleteProject(_root: unknown, { input }: MutationDeleteProjectArgs, ctx: Ctx) {
  const { project } = await projectToChange(ctx, input.id, 'delete');
  const command = { type: 'DeleteProject' as const, projectId: project.id };
  await decideFor(ctx, projectCommands, project.id, command, input.clientMutationId);
  return {
    deletedProjectId: toGlobalId('Project', project.id),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const projectMutations = {
  Mutation: { updateProject, updateProjectSettings, changeProjectWorkspace, deleteProject },
} satisfies IResolvers;

import { runCommand } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError, decided } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import { forgetLoaded, originOf } from '../../request-context.ts';
import { written } from '../access.ts';
import { pairKey } from '../pair-keys.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { workspaceDecider } from '../workspaces/workspace.decider.ts';
import { workspacesProjection } from '../workspaces/workspace.projection.ts';
import { editableFolder, editableProject, editableWorkspace, namedUser } from './member.access.ts';
import { folderUsers, projectUsers } from './member.lists.ts';
import { listWorkspaceAdmins } from './member.queries.ts';
import {
  type ProjectAccessCommand,
  projectAccessDecider,
  type SentPermissions,
} from './project-access.decider.ts';
import { projectAccessProjection } from './project-access.projection.ts';

type Ctx = MercuriusContext;
type Input<Fields> = { input: Fields & { userId: string; clientMutationId?: string | null } };
type PermissionsInput = { [Name in keyof SentPermissions]?: boolean | null };

/** The permissions a call sent, without those it left out. */
const sent = (input: PermissionsInput): SentPermissions =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => typeof value === 'boolean'));

/** Decides on the project's access stream and waits for its read model. */
async function decideOnAccess(ctx: Ctx, command: ProjectAccessCommand, key?: string | null) {
  decided(
    await runCommand(ctx.services, originOf(ctx), {
      stream: `project_access.${command.projectId}`,
      decider: projectAccessDecider,
      command,
      readModels: [projectAccessProjection],
      idempotencyKey: key,
    }),
  );
  forgetLoaded(ctx);
}

/** Who the command is about, and whether they are Admin of the project's workspace. */
async function onMember(ctx: Ctx, project: ProjectRow, userGlobalId: string) {
  const userId = await namedUser(ctx, userGlobalId);
  const workspaceAdmin =
    userId !== null &&
    (await ctx.loaders.isWorkspaceAdmin.load(pairKey(project.workspaceId, userId)));
  return { projectId: project.id, userId, workspaceAdmin };
}

type SaveProjectUserInput = Input<{
  projectId: string;
  roleId: string;
  permissions?: PermissionsInput | null;
}>;

async function saveProjectUser(_root: unknown, { input }: SaveProjectUserInput, ctx: Ctx) {
  const project = await editableProject(ctx, input.projectId);
  const member = await onMember(ctx, project, input.userId);
  const permissions = input.permissions ? sent(input.permissions) : null;
  const command = {
    type: 'SaveProjectUser' as const,
    ...member,
    rootFolderId: project.rootFolderId,
    role: input.roleId,
    permissions,
  };
  await decideOnAccess(ctx, command, input.clientMutationId);
  const users = await projectUsers(ctx, project);
  const projectUser = written(users.find((user) => user.userId === member.userId));
  return { projectUser, clientMutationId: input.clientMutationId ?? null };
}

async function removeProjectUser(
  _root: unknown,
  { input }: Input<{ projectId: string }>,
  ctx: Ctx,
) {
  const project = await editableProject(ctx, input.projectId);
  const member = await onMember(ctx, project, input.userId);
  await decideOnAccess(ctx, { type: 'RemoveProjectUser', ...member }, input.clientMutationId);
  return { removedUserId: input.userId, clientMutationId: input.clientMutationId ?? null };
}

type SaveFolderUserInput = Input<{
  folderId: string;
  allowedTo: PermissionsInput;
  roleId?: string | null;
}>;

async function saveFolderUser(_root: unknown, { input }: SaveFolderUserInput, ctx: Ctx) {
  const { folder, project, path } = await editableFolder(ctx, input.folderId);
  const member = await onMember(ctx, project, input.userId);
  const command = {
    type: 'SaveFolderUser' as const,
    ...member,
    folderId: folder.id,
    allowedTo: sent(input.allowedTo),
    role: input.roleId ?? null,
  };
  await decideOnAccess(ctx, command, input.clientMutationId);
  const users = await folderUsers(ctx, project, path);
  const folderUser = written(users.find((user) => user.userId === member.userId));
  return { folderUser, clientMutationId: input.clientMutationId ?? null };
}

async function removeFolderUser(_root: unknown, { input }: Input<{ folderId: string }>, ctx: Ctx) {
  const { folder, project } = await editableFolder(ctx, input.folderId);
  const member = await onMember(ctx, project, input.userId);
  const command = { type: 'RemoveFolderUser' as const, ...member, folderId: folder.id };
  await decideOnAccess(ctx, command, input.clientMutationId);
  return { removedUserId: input.userId, clientMutationId: input.clientMutationId ?? null };
}

/** Decides on the workspace's stream (its admins) and waits for its read model. */
async function decideOnAdmins(
  ctx: Ctx,
  workspaceId: string,
  command: 'AddWorkspaceAdmin' | 'RemoveWorkspaceAdmin',
  userId: string | null,
  key?: string | null,
) {
  decided(
    await runCommand(ctx.services, originOf(ctx), {
      stream: `workspace.${workspaceId}`,
      decider: workspaceDecider,
      command: { type: command, workspaceId, userId },
      readModels: [workspacesProjection],
      idempotencyKey: key,
    }),
  );
  forgetLoaded(ctx);
}

async function saveWorkspaceUser(
  _root: unknown,
  { input }: Input<{ workspaceId: string; isAdmin: boolean }>,
  ctx: Ctx,
) {
  const workspace = await editableWorkspace(ctx, input.workspaceId);
  if (!input.isAdmin) throw appError('VALIDATION_FAILED', { field: 'isAdmin', rule: 'oneOf' });
  const userId = await namedUser(ctx, input.userId);
  await decideOnAdmins(ctx, workspace.id, 'AddWorkspaceAdmin', userId, input.clientMutationId);
  const admins = await listWorkspaceAdmins(ctx.services.db, workspace.id);
  const workspaceUser = written(admins.find((admin) => admin.userId === userId));
  return { workspaceUser, clientMutationId: input.clientMutationId ?? null };
}

async function removeWorkspaceUser(
  _root: unknown,
  { input }: Input<{ workspaceId: string }>,
  ctx: Ctx,
) {
  const workspace = await editableWorkspace(ctx, input.workspaceId);
  const userId = await namedUser(ctx, input.userId);
  await decideOnAdmins(ctx, workspace.id, 'RemoveWorkspaceAdmin', userId, input.clientMutationId);
  return {
    removedUserId: toGlobalId('User', userId ?? ''),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const memberMutations = {
  Mutation: {
    saveProjectUser,
    removeProjectUser,
    saveFolderUser,
    removeFolderUser,
    saveWorkspaceUser,
    removeWorkspaceUser,
  },
} satisfies IResolvers;

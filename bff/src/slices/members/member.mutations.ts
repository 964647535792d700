import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationRemoveFolderUserArgs,
  MutationRemoveProjectUserArgs,
  MutationRemoveProjectUsersArgs,
  MutationRemoveWorkspaceUserArgs,
  MutationSaveFolderUserArgs,
  MutationSaveProjectUserArgs,
  MutationSaveWorkspaceUserArgs,
  PermissionsInput,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { written } from '../access.ts';
import { pairKey } from '../pair-keys.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { workspaceCommands } from '../workspaces/workspace.binding.ts';
import {
  editableFolder,
  editableProject,
  editableWorkspace,
  namedUser,
  removalFromWorkspace,
} from './member.access.ts';
import { folderUsers, projectUsers } from './member.lists.ts';
import { listWorkspaceAdmins } from './member.queries.ts';
import { projectAccessCommands } from './project-access.binding.ts';
import type { SentPermissions } from './project-access.decider.ts';

type Ctx = MercuriusContext;

/** The permissions a call sent, without those it left out. */
const sent = (input: PermissionsInput): SentPermissions =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => typeof value === 'boolean'));

/** Who the command is about, and whether they are Admin of the project's workspace. */
async function onMember(ctx: Ctx, project: ProjectRow, userGlobalId: string) {
  const userId = await namedUser(ctx, userGlobalId);
  const workspaceAdmin =
    userId !== null &&
    (await ctx.loaders.isWorkspaceAdmin.load(pairKey(project.workspaceId, userId)));
  return { projectId: project.id, userId, workspaceAdmin };
}

async function saveProjectUser(_root: unknown, { input }: MutationSaveProjectUserArgs, ctx: Ctx) {
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
  await decideFor(ctx, projectAccessCommands, project.id, command, input.clientMutationId);
  const users = await projectUsers(ctx, project);
  const projectUser = written(users.find((user) => user.userId === member.userId));
  return { projectUser, clientMutationId: input.clientMutationId ?? null };
}

/** Several members leave the project in one decision: all of them, or none. */
async function removeProjectUsers(
  _root: unknown,
  { input }: MutationRemoveProjectUsersArgs,
  ctx: Ctx,
) {
  const project = await editableProject(ctx, input.projectId);
  const members = await Promise.all(input.userIds.map((id) => onMember(ctx, project, id)));
  const users = members.map(({ userId, workspaceAdmin }) => ({ userId, workspaceAdmin }));
  const command = { type: 'RemoveProjectUsers' as const, projectId: project.id, users };
  await decideFor(ctx, projectAccessCommands, project.id, command, input.clientMutationId);
  const removedUserIds = [...new Set(input.userIds)];
  return { removedUserIds, clientMutationId: input.clientMutationId ?? null };
}

async function removeProjectUser(
  _root: unknown,
  { input }: MutationRemoveProjectUserArgs,
  ctx: Ctx,
) {
  const project = await editableProject(ctx, input.projectId);
  const member = await onMember(ctx, project, input.userId);
  const command = { type: 'RemoveProjectUser' as const, ...member };
  await decideFor(ctx, projectAccessCommands, project.id, command, input.clientMutationId);
  return { removedUserId: input.userId, clientMutationId: input.clientMutationId ?? null };
}

async function saveFolderUser(_root: unknown, { input }: MutationSaveFolderUserArgs, ctx: Ctx) {
  const { folder, project, path } = await editableFolder(ctx, input.folderId);
  const member = await onMember(ctx, project, input.userId);
  const command = {
    type: 'SaveFolderUser' as const,
    ...member,
    folderId: folder.id,
    path: path.map((node) => node.id),
    allowedTo: sent(input.allowedTo),
    role: input.roleId ?? null,
  };
  await decideFor(ctx, projectAccessCommands, project.id, command, input.clientMutationId);
  const users = await folderUsers(ctx, project, path);
  const folderUser = written(users.find((user) => user.userId === member.userId));
  return { folderUser, clientMutationId: input.clientMutationId ?? null };
}

async function removeFolderUser(_root: unknown, { input }: MutationRemoveFolderUserArgs, ctx: Ctx) {
  const { folder, project } = await editableFolder(ctx, input.folderId);
  const member = await onMember(ctx, project, input.userId);
  const command = { type: 'RemoveFolderUser' as const, ...member, folderId: folder.id };
  await decideFor(ctx, projectAccessCommands, project.id, command, input.clientMutationId);
  return { removedUserId: input.userId, clientMutationId: input.clientMutationId ?? null };
}

async function saveWorkspaceUser(
  _root: unknown,
  { input }: MutationSaveWorkspaceUserArgs,
  ctx: Ctx,
) {
  const workspace = await editableWorkspace(ctx, input.workspaceId);
  if (!input.isAdmin) throw appError('VALIDATION_FAILED', { field: 'isAdmin', rule: 'oneOf' });
  const userId = await namedUser(ctx, input.userId);
  const command = { type: 'AddWorkspaceAdmin' as const, workspaceId: workspace.id, userId };
  await decideFor(ctx, workspaceCommands, workspace.id, command, input.clientMutationId);
  const admins = await listWorkspaceAdmins(ctx.services.db, workspace.id);
  const workspaceUser = written(admins.find((admin) => admin.userId === userId));
  return { workspaceUser, clientMutationId: input.clientMutationId ?? null };
}

/**
 * The user stops being the workspace's Admin and, without keepInProjects, leaves its projects,
 * one decision each after the Admin's: a call broken in between finishes when made again (the
 * user, no longer Admin, still has projects to leave).
 */
async function removeWorkspaceUser(
  _root: unknown,
  { input }: MutationRemoveWorkspaceUserArgs,
  ctx: Ctx,
) {
  const { workspace, userId, projects } = await removalFromWorkspace(ctx, input);
  const admin =
    userId !== null && (await ctx.loaders.isWorkspaceAdmin.load(pairKey(workspace.id, userId)));
  if (admin || projects.length === 0) {
    const command = { type: 'RemoveWorkspaceAdmin' as const, workspaceId: workspace.id, userId };
    await decideFor(ctx, workspaceCommands, workspace.id, command, input.clientMutationId);
  }
  for (const project of projects) {
    const command = {
      type: 'RemoveProjectUser' as const,
      projectId: project.id,
      userId,
      workspaceAdmin: false,
    };
    await decideFor(ctx, projectAccessCommands, project.id, command, input.clientMutationId);
  }
  return {
    removedUserId: toGlobalId('User', userId ?? ''),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const memberMutations = {
  Mutation: {
    saveProjectUser,
    removeProjectUser,
    removeProjectUsers,
    saveFolderUser,
    removeFolderUser,
    saveWorkspaceUser,
    removeWorkspaceUser,
  },
} satisfies IResolvers;

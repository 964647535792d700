import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { editableFolder, editableProject } from '../members/member.access.ts';
import { pairKey } from '../pair-keys.ts';
import { canManageWorkspaces } from '../policy.ts';

/**
 * Where an invitation leads: a project the viewer may edit (superuser, workspace admin, manager
 * or Supervisor) and, when named, one of its folders; NOT_FOUND out of reach, FORBIDDEN where the
 * viewer sees but may not edit.
 */
export async function invitationTarget(
  ctx: RequestContext,
  input: { projectId: string; folderId?: string | null },
) {
  const project = await editableProject(ctx, input.projectId);
  if (!input.folderId) return { project, folderId: null };
  const { folder } = await editableFolder(ctx, input.folderId);
  if (folder.projectId !== project.id) found(null, 'folder', 'folderId');
  return { project, folderId: folder.id };
}

/**
 * The user a reinvitation names, with the project the mail names: in a project the viewer may
 * edit, one of its members or its workspace's admins; without one, any user, for those who
 * manage workspaces (superusers, workspace admins). Anyone else is NOT_FOUND.
 */
export async function reinvitable(
  ctx: RequestContext,
  input: { userId: string; projectId?: string | null },
) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(input.userId, { type: 'User', field: 'userId' });
  const user = await ctx.loaders.user.load(id);
  if (!input.projectId) {
    allow(canManageWorkspaces(viewer, await ctx.loaders.standing.load(viewer.userId)));
    return { user: found(user, 'user', 'userId'), project: null };
  }
  const project = await editableProject(ctx, input.projectId);
  const member =
    user &&
    ((await ctx.loaders.membership.load(pairKey(project.id, user.id))) ||
      (await ctx.loaders.isWorkspaceAdmin.load(pairKey(project.workspaceId, user.id))));
  return { user: found(member ? user : null, 'user', 'userId'), project };
}

import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { editableFolder, editableProject } from '../members/member.access.ts';
import { pairKey } from '../pair-keys.ts';
import { canCorrectInvitee, canEditProject, canManageWorkspaces } from '../policy.ts';
import { viewerAccess } from '../projects/project.access.ts';

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

/** Whether the viewer edits every project the user is in (their memberships, their workspaces'). */
async function editsAllProjectsOf(ctx: RequestContext, userId: string) {
  const places = await ctx.loaders.userProjects.load(userId);
  const edited = await Promise.all(
    places.map(async ({ projectId }) => {
      const project = await ctx.loaders.project.load(projectId);
      return project !== undefined && canEditProject(ctx.viewer, await viewerAccess(ctx, project));
    }),
  );
  return edited.every(Boolean);
}

/**
 * The address and name a reinvitation goes to: null when the call sent neither; FORBIDDEN when
 * they correct the invitee's and the policy does not let the viewer (a user who joined is left
 * to the decision, which refuses them).
 */
export async function correctedDetails(
  ctx: RequestContext,
  user: { id: string; email: string; name: string; joinedAt: Date | null },
  input: { email?: string | null; name?: string | null },
) {
  if (input.email == null && input.name == null) return null;
  const details = { email: input.email ?? user.email, name: input.name ?? user.name };
  const same = details.email.trim() === user.email && details.name.trim() === user.name;
  if (same || user.joinedAt !== null) return details;
  const standing = await ctx.loaders.standing.load(user.id);
  const editsAllTheirProjects = await editsAllProjectsOf(ctx, user.id);
  const { adminOfAnyWorkspace } = standing;
  allow(canCorrectInvitee(ctx.viewer, { editsAllTheirProjects, adminOfAnyWorkspace }));
  return details;
}

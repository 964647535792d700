import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RemoveWorkspaceUserInput } from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { canEditProject, canRemoveFromWorkspace } from '../policy.ts';
import { reachedProject, viewerAccess } from '../projects/project.access.ts';
import { reachedWorkspace, workspaceRights } from '../workspaces/workspace.access.ts';
import { listWorkspaceMemberships } from './member.queries.ts';

/**
 * The project a users call names: NOT_FOUND when the viewer may not see it (as when it does not
 * exist), FORBIDDEN when they see it but may not edit it.
 */
export async function editableProject(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Project', field: 'projectId' });
  const reached = found(await reachedProject(ctx, id), 'project', 'projectId');
  allow(canEditProject(ctx.viewer, reached.access));
  return reached.project;
}

/** The folder a users call names, as `editableProject` decides for its project. */
export async function editableFolder(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Folder', field: 'folderId' });
  const reached = found(await reachedFolder(ctx, id), 'folder', 'folderId');
  allow(canEditProject(ctx.viewer, reached.access));
  return reached;
}

/** The workspace a users call names: NOT_FOUND out of reach, FORBIDDEN unless its Admin. */
export async function editableWorkspace(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Workspace', field: 'workspaceId' });
  const reached = found(await reachedWorkspace(ctx, id), 'workspace', 'workspaceId');
  allow((await workspaceRights(ctx, id)).edit);
  return reached.workspace;
}

/**
 * What removeWorkspaceUser takes the user out of: the workspace, and unless they keep them
 * (`keepInProjects`), the workspace's projects they are a member of. NOT_FOUND when the viewer
 * may not see the workspace, FORBIDDEN unless the policy lets them take the user out of all of it.
 */
export async function removalFromWorkspace(ctx: RequestContext, input: RemoveWorkspaceUserInput) {
  signedIn(ctx);
  const { id } = fromGlobalId(input.workspaceId, { type: 'Workspace', field: 'workspaceId' });
  const reached = found(await reachedWorkspace(ctx, id), 'workspace', 'workspaceId');
  allow(canRemoveFromWorkspace(ctx.viewer, reached.access, []));
  const userId = await namedUser(ctx, input.userId);
  const leaves = input.keepInProjects === false && userId !== null;
  const projectIds = leaves ? await listWorkspaceMemberships(ctx.services.db, id, userId) : [];
  const loaded = await Promise.all(
    projectIds.map((projectId) => ctx.loaders.project.load(projectId)),
  );
  const projects = loaded.filter((project) => project !== undefined);
  const places = await Promise.all(projects.map((project) => viewerAccess(ctx, project)));
  allow(canRemoveFromWorkspace(ctx.viewer, reached.access, places));
  return { workspace: reached.workspace, userId, projects };
}

/** The id of the user a call names, or null when nobody has it. */
export async function namedUser(ctx: RequestContext, globalId: string): Promise<string | null> {
  const { id } = fromGlobalId(globalId, { type: 'User', field: 'userId' });
  return (await ctx.loaders.user.load(id))?.id ?? null;
}

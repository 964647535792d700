import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { canSeeCustody } from '../policy.ts';
import { reachedProject, viewerAccess } from '../projects/project.access.ts';
import type { ProjectRow } from '../projects/project.queries.ts';

/** Whether the viewer may see the project's chain of custody. */
export const seesCustody = async (ctx: RequestContext, project: ProjectRow) =>
  canSeeCustody(ctx.viewer, await viewerAccess(ctx, project));

/**
 * The project whose custody log a call names: NOT_FOUND when the viewer may not see the project
 * (as when it does not exist), FORBIDDEN when they see it but not its custody.
 */
export async function custodyProject(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Project', field: 'projectId' });
  const { project, access } = found(await reachedProject(ctx, id), 'project', 'projectId');
  allow(canSeeCustody(ctx.viewer, access));
  return project;
}

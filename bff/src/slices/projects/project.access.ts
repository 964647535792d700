import type { RequestContext } from '../../request-context.ts';
import { canSeeProject } from '../policy.ts';

/** A project the viewer may see, or null when there is none they may see. */
export async function visibleProject(ctx: RequestContext, projectId: string) {
  const project = await ctx.loaders.project.load(projectId);
  return project && canSeeProject(ctx.viewer, project) ? project : null;
}

import type { RequestContext } from '../../request-context.ts';
import { visibleProject } from '../projects/project.access.ts';

/** A folder with its project, when the viewer may see that project. */
export async function visibleFolder(ctx: RequestContext, folderId: string) {
  const folder = await ctx.loaders.folder.load(folderId);
  const project = folder && (await visibleProject(ctx, folder.projectId));
  return folder && project ? { folder, project } : null;
}

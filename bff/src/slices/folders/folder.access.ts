import type { RequestContext } from '../../request-context.ts';
import { canEditProject, canSeeFolder, folderAllowedTo } from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';
import { type FolderRow, listChildren } from './folder.queries.ts';

/** A folder the viewer may see, with its project, the viewer's place there and its path. */
export async function reachedFolder(ctx: RequestContext, folderId: string) {
  const folder = await ctx.loaders.folder.load(folderId);
  const reached = folder && (await reachedProject(ctx, folder.projectId));
  if (!folder || !reached) return null;
  const path = await ctx.loaders.folderPath.load(folder.id);
  return canSeeFolder(ctx.viewer, reached.access, path) ? { folder, ...reached, path } : null;
}

/** A folder with its project, when the viewer may see it. */
export const visibleFolder = reachedFolder;

/** The viewer's rights on a folder (none on one out of reach). */
export async function folderRights(ctx: RequestContext, folderId: string) {
  const reached = await reachedFolder(ctx, folderId);
  if (reached) return folderAllowedTo(ctx.viewer, reached.access, reached.path);
  return { edit: false, upload: false, download: false, share: false, delete: false };
}

/** The children of a folder the viewer may see, of those a page holds. */
export async function visibleChildren(ctx: RequestContext, parent: FolderRow, rows: FolderRow[]) {
  const reached = await reachedFolder(ctx, parent.id);
  if (!reached) return [];
  return rows.filter((child) => canSeeFolder(ctx.viewer, reached.access, [...reached.path, child]));
}

/** Children counted for a member: a folder holds at most this many (a page's largest size). */
const countLimit = 10_000;

/** How many children of a folder the viewer may see: every one for those who edit the project. */
export async function visibleChildCount(ctx: RequestContext, folder: FolderRow): Promise<number> {
  const reached = await reachedFolder(ctx, folder.id);
  if (!reached) return 0;
  if (canEditProject(ctx.viewer, reached.access)) return ctx.loaders.childCount.load(folder.id);
  const rows = await listChildren(ctx.services.db, folder.id, { limit: countLimit, after: null });
  return (await visibleChildren(ctx, folder, rows)).length;
}

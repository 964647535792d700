import type { Viewer } from '../../auth/viewer.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { folderAllowedTo } from '../policy.ts';
import type { UploadRow } from './asset.queries.ts';

/**
 * Goes on when the viewer may upload into the folder: NOT_FOUND when they may not see it (as for
 * a folder that does not exist), FORBIDDEN when they see it without the right.
 */
export async function allowUpload(
  ctx: RequestContext,
  folderId: string,
  field = 'folderId',
): Promise<Viewer> {
  const viewer = signedIn(ctx);
  const folder = found(await reachedFolder(ctx, folderId), 'folder', field);
  allow(folderAllowedTo(viewer, folder.access, folder.path).upload);
  return viewer;
}

/** Whether the viewer may upload into the folder. */
async function mayUpload(ctx: RequestContext, folderId: string): Promise<boolean> {
  const folder = await reachedFolder(ctx, folderId);
  return folder !== null && folderAllowedTo(ctx.viewer, folder.access, folder.path).upload;
}

/**
 * The upload a global id names, when the viewer may upload where it goes; one they may not is
 * NOT_FOUND, as one that does not exist.
 */
export async function uploadOf(ctx: RequestContext, uploadId: string): Promise<UploadRow> {
  signedIn(ctx);
  const { id } = fromGlobalId(uploadId, { type: 'Upload', field: 'uploadId' });
  const upload = await ctx.loaders.upload.load(id);
  const reachable = upload && (await mayUpload(ctx, upload.folderId));
  return found(reachable ? upload : null, 'upload', 'uploadId');
}

/** A started upload, for whoever may upload where it goes; null otherwise. */
export async function visibleUpload(ctx: RequestContext, id: string): Promise<UploadRow | null> {
  const upload = await ctx.loaders.upload.load(id);
  if (upload?.state !== 'started') return null;
  return (await mayUpload(ctx, upload.folderId)) ? upload : null;
}

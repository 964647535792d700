import type { Viewer } from '../../auth/viewer.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import {
  folderAllowedTo,
  transferGrantReachesUpload,
  transferGrantStarts,
  type UploadPlace,
} from '../policy.ts';
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

/**
 * Goes on unless the caller is a transfer token's bearer whose grant does not name the file
 * (FORBIDDEN): it starts only what it was given to send, where it was given to send it.
 */
export async function allowGrantedStart(
  ctx: RequestContext,
  file: Omit<UploadPlace, 'path'> & { folderId: string },
): Promise<void> {
  if (!ctx.transferGrant) return;
  const path = await ctx.loaders.folderPath.load(file.folderId);
  allow(transferGrantStarts(ctx.transferGrant, { ...file, path }));
}

/** Whether the viewer may upload into the folder. */
async function mayUpload(ctx: RequestContext, folderId: string): Promise<boolean> {
  const folder = await reachedFolder(ctx, folderId);
  return folder !== null && folderAllowedTo(ctx.viewer, folder.access, folder.path).upload;
}

/**
 * The upload a global id names, when the viewer may upload where it goes; one they may not is
 * NOT_FOUND, as one that does not exist. A transfer token's bearer reaches only the uploads its
 * grant names (FORBIDDEN otherwise).
 */
export async function uploadOf(ctx: RequestContext, uploadId: string): Promise<UploadRow> {
  signedIn(ctx);
  const { id } = fromGlobalId(uploadId, { type: 'Upload', field: 'uploadId' });
  const upload = await ctx.loaders.upload.load(id);
  const reachable = upload && (await mayUpload(ctx, upload.folderId));
  const row = found(reachable ? upload : null, 'upload', 'uploadId');
  if (ctx.transferGrant) {
    const path = await ctx.loaders.folderPath.load(row.folderId);
    const place = { ...row, path, size: Number(row.size) };
    allow(transferGrantReachesUpload(ctx.transferGrant, place));
  }
  return row;
}

/** A started upload, for whoever may upload where it goes; null otherwise. */
export async function visibleUpload(ctx: RequestContext, id: string): Promise<UploadRow | null> {
  const upload = await ctx.loaders.upload.load(id);
  if (upload?.state !== 'started') return null;
  return (await mayUpload(ctx, upload.folderId)) ? upload : null;
}

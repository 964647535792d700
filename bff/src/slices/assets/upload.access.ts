import type { Viewer } from '../../auth/viewer.ts';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, signedIn } from '../access.ts';
import { folderAllowedTo } from '../policy.ts';
import type { UploadRow } from './asset.queries.ts';

/** Goes on when the viewer may upload into the project; otherwise FORBIDDEN. */
export async function allowUpload(ctx: RequestContext, projectId: string): Promise<Viewer> {
  const viewer = signedIn(ctx);
  allow(folderAllowedTo(viewer, await ctx.loaders.project.load(projectId)).upload);
  return viewer;
}

/** The upload a global id names, when the viewer may upload where it goes. */
export async function uploadOf(ctx: RequestContext, uploadId: string): Promise<UploadRow> {
  signedIn(ctx);
  const { id } = fromGlobalId(uploadId, { type: 'Upload', field: 'uploadId' });
  const upload = await ctx.loaders.upload.load(id);
  if (!upload) throw appError('NOT_FOUND', { field: 'uploadId', entity: 'upload' });
  await allowUpload(ctx, upload.projectId);
  return upload;
}

/** A started upload, for whoever may upload where it goes; null otherwise. */
export async function visibleUpload(ctx: RequestContext, id: string): Promise<UploadRow | null> {
  const upload = await ctx.loaders.upload.load(id);
  if (upload?.state !== 'started') return null;
  const project = await ctx.loaders.project.load(upload.projectId);
  return folderAllowedTo(ctx.viewer, project).upload ? upload : null;
}

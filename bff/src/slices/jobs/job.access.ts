import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, signedIn } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { folderAllowedTo } from '../policy.ts';

/** A job whose asset the viewer may see. */
export async function visibleJob(ctx: RequestContext, jobId: string) {
  const job = await ctx.loaders.job.load(jobId);
  const asset = job && (await reachedAsset(ctx, job.assetId));
  return job && asset ? { job, ...asset } : null;
}

/** The job a mutation names, when the viewer may upload where its file is. */
export async function jobToChange(ctx: RequestContext, globalId: string) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Job', field: 'jobId' });
  const found = await visibleJob(ctx, id);
  if (!found) throw appError('NOT_FOUND', { field: 'jobId', entity: 'job' });
  allow(folderAllowedTo(viewer, found.access, found.path).upload);
  return found.job;
}

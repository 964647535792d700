import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, signedIn } from '../access.ts';
import { folderAllowedTo } from '../policy.ts';
import { visibleProject } from '../projects/project.access.ts';

/** A job in a project the viewer may see. */
export async function visibleJob(ctx: RequestContext, jobId: string) {
  const job = await ctx.loaders.job.load(jobId);
  const project = job && (await visibleProject(ctx, job.projectId));
  return job && project ? { job, project } : null;
}

/** The job a mutation names, when the viewer may upload where its file is. */
export async function jobToChange(ctx: RequestContext, globalId: string) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Job', field: 'jobId' });
  const found = await visibleJob(ctx, id);
  if (!found) throw appError('NOT_FOUND', { field: 'jobId', entity: 'job' });
  allow(folderAllowedTo(viewer, found.project).upload);
  return found.job;
}

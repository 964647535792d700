import { jobDecider } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { runCommand } from '../../commands/run-command.ts';
import { AppError, appError } from '../../errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { allow, optionalId, signedIn, visibleProject, written } from '../access.ts';
import { mediaLoadersOf } from '../assets/asset.loaders.ts';
import { forgetLoaded, loadersOf } from '../loaders.ts';
import { canSeeProject, folderAllowedTo } from '../policy.ts';
import { jobsProjection } from './job.projection.ts';
import { type JobRow, listJobsStartedBy } from './job.queries.ts';

type Ctx = MercuriusContext;

/** The topic of `jobUpdated` for one project. */
export const jobUpdatedTopic = (projectId: string): string => `jobUpdated.${projectId}`;

/** A job in a project the viewer may see. */
export async function visibleJob(ctx: GraphQLContext, jobId: string) {
  const job = await mediaLoadersOf(ctx).job.load(jobId);
  const project = job && (await visibleProject(ctx, job.projectId));
  return job && project ? { job, project } : null;
}

/** The job a mutation names, when the viewer may upload where its file is. */
async function jobToChange(ctx: GraphQLContext, globalId: string) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Job', field: 'jobId' });
  const found = await visibleJob(ctx, id);
  if (!found) throw appError('NOT_FOUND', { field: 'jobId', entity: 'job' });
  allow(folderAllowedTo(viewer, found.project).upload);
  return found.job;
}

/** A refusal of the job decider, with a message that says why. */
function readable(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'STATE_CONFLICT') return error;
  const state = String(error.data?.state ?? 'in another state');
  const message = `the job is ${state}: only a failed or cancelled job can be retried`;
  return new AppError('STATE_CONFLICT', error.data, message);
}

type JobInput = { input: { jobId: string; clientMutationId?: string | null } };

async function decideOnJob(ctx: Ctx, input: JobInput['input'], kind: 'CancelJob' | 'RetryJob') {
  const job = await jobToChange(ctx, input.jobId);
  const command =
    kind === 'CancelJob'
      ? { type: 'CancelJob' as const, jobId: job.id }
      : {
          type: 'RetryJob' as const,
          jobId: job.id,
          assetId: job.assetId,
          versionId: job.versionId,
        };
  await runCommand(ctx, {
    stream: `job.${job.id}`,
    decider: jobDecider,
    command,
    projections: [jobsProjection],
    clientMutationId: input.clientMutationId,
  }).catch((error: unknown) => Promise.reject(readable(error)));
  forgetLoaded(ctx);
  const changed = written(await mediaLoadersOf(ctx).job.load(job.id));
  return { job: changed, clientMutationId: input.clientMutationId ?? null };
}

async function jobs(
  _root: unknown,
  args: { projectId?: string | null; updatedAfter?: Date | null },
  ctx: Ctx,
) {
  const viewer = signedIn(ctx);
  const projectId = args.projectId ? optionalId(args.projectId, 'Project', 'projectId') : null;
  const rows = await listJobsStartedBy(ctx.services.db, viewer.userId, {
    projectId,
    updatedAfter: args.updatedAfter ?? null,
  });
  const projects = await loadersOf(ctx).project.loadMany([
    ...new Set(rows.map((r) => r.projectId)),
  ]);
  const visible = new Set(
    projects.flatMap((p) => (p && !(p instanceof Error) && canSeeProject(viewer, p) ? [p.id] : [])),
  );
  return rows.filter((row) => visible.has(row.projectId));
}

const jobUpdated = {
  async subscribe(_root: unknown, args: { projectId: string }, ctx: Ctx) {
    signedIn(ctx);
    const { id } = fromGlobalId(args.projectId, { type: 'Project', field: 'projectId' });
    if (!(await visibleProject(ctx, id))) throw appError('NOT_FOUND', { entity: 'project' });
    return ctx.pubsub.subscribe(jobUpdatedTopic(id));
  },
  async resolve(payload: { jobId: string }, _args: unknown, ctx: Ctx) {
    forgetLoaded(ctx);
    return (await visibleJob(ctx, payload.jobId))?.job ?? null;
  },
};

export const jobResolvers = {
  Query: {
    jobs,
    async job(_root: unknown, args: { id: string }, ctx: Ctx) {
      signedIn(ctx);
      return (await visibleJob(ctx, fromGlobalId(args.id, { type: 'Job' }).id))?.job ?? null;
    },
  },
  Mutation: {
    cancelJob: (_root: unknown, { input }: JobInput, ctx: Ctx) =>
      decideOnJob(ctx, input, 'CancelJob'),
    retryJob: (_root: unknown, { input }: JobInput, ctx: Ctx) =>
      decideOnJob(ctx, input, 'RetryJob'),
  },
  Subscription: { jobUpdated },
  Job: {
    id: (job: JobRow) => toGlobalId('Job', job.id),
    project: (job: JobRow, _: unknown, ctx: Ctx) => loadersOf(ctx).project.load(job.projectId),
    folder: (job: JobRow, _: unknown, ctx: Ctx) => loadersOf(ctx).folder.load(job.folderId),
    asset: (job: JobRow, _: unknown, ctx: Ctx) => mediaLoadersOf(ctx).asset.load(job.assetId),
    version: (job: JobRow, _: unknown, ctx: Ctx) => mediaLoadersOf(ctx).version.load(job.versionId),
  },
} satisfies IResolvers;

/** `node(id)` for a Job: only inside a project the viewer may see. */
export const jobNode = async (ctx: GraphQLContext, id: string): Promise<JobRow | null> =>
  (await visibleJob(ctx, id))?.job ?? null;

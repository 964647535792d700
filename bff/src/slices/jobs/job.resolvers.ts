import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { AppError, appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  CancelJobInput,
  MutationCancelJobArgs,
  MutationRetryJobArgs,
  QueryJobArgs,
  QueryJobsArgs,
  RetryJobInput,
  SubscriptionJobUpdatedArgs,
} from '../../graphql/schema-types.generated.ts';
import { seenOnly } from '../../live/seen-only.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { optionalId, signedIn, written } from '../access.ts';
import { visibleProject } from '../projects/project.access.ts';
import { jobToChange, visibleJob } from './job.access.ts';
import { jobCommands } from './job.binding.ts';
import { jobUpdatedTopic } from './job.live.ts';
import { type JobRow, listJobsStartedBy } from './job.queries.ts';

type Ctx = MercuriusContext;

/** A refusal of the job decider, with a message (for developers and logs) that says why. */
function readable(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'STATE_CONFLICT') return error;
  const state = String(error.data?.state ?? 'in another state');
  const message = `the job is ${state}: only a failed or cancelled job can be retried`;
  return new AppError('STATE_CONFLICT', error.data, message);
}

async function changeJob(
  ctx: Ctx,
  input: CancelJobInput | RetryJobInput,
  kind: 'CancelJob' | 'RetryJob',
) {
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
  await decideFor(ctx, jobCommands, job.id, command, input.clientMutationId).catch((error) => {
    throw readable(error);
  });
  const changed = written(await ctx.loaders.job.load(job.id));
  return { job: changed, clientMutationId: input.clientMutationId ?? null };
}

async function jobs(_root: unknown, args: QueryJobsArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const projectId = args.projectId ? optionalId(args.projectId, 'Project', 'projectId') : null;
  const rows = await listJobsStartedBy(ctx.services.db, viewer.userId, {
    projectId,
    updatedAfter: args.updatedAfter ?? null,
  });
  const visible = await Promise.all(rows.map((row) => visibleJob(ctx, row.id)));
  return rows.filter((_row, index) => visible[index] !== null);
}

/** The project's jobs whose asset the subscriber sees (a Viewer's folders may hide some). */
const heardJobs = seenOnly<{ jobId: string }>(
  jobUpdatedTopic,
  async (payload, ctx) => (await visibleJob(ctx, payload.jobId)) !== null,
);

const jobUpdated = {
  // refused at once, before the filtered stream starts
  async subscribe(
    root: unknown,
    args: SubscriptionJobUpdatedArgs,
    ctx: Ctx,
    info: GraphQLResolveInfo,
  ) {
    signedIn(ctx);
    const { id } = fromGlobalId(args.projectId, { type: 'Project', field: 'projectId' });
    if (!(await visibleProject(ctx, id))) throw appError('NOT_FOUND', { entity: 'project' });
    return heardJobs(root, { id }, ctx, info);
  },
  resolve: async (payload: { jobId: string }, _args: unknown, ctx: Ctx) =>
    (await visibleJob(ctx, payload.jobId))?.job,
};

export const jobResolvers = {
  Query: {
    jobs,
    async job(_root: unknown, args: QueryJobArgs, ctx: Ctx) {
      signedIn(ctx);
      return (await visibleJob(ctx, fromGlobalId(args.id, { type: 'Job' }).id))?.job ?? null;
    },
  },
  Mutation: {
    cancelJob: (_root: unknown, { input }: MutationCancelJobArgs, ctx: Ctx) =>
      changeJob(ctx, input, 'CancelJob'),
    retryJob: (_root: unknown, { input }: MutationRetryJobArgs, ctx: Ctx) =>
      changeJob(ctx, input, 'RetryJob'),
  },
  Subscription: { jobUpdated },
  Job: {
    id: (job: JobRow) => toGlobalId('Job', job.id),
    project: (job: JobRow, _: unknown, ctx: Ctx) => ctx.loaders.project.load(job.projectId),
    folder: (job: JobRow, _: unknown, ctx: Ctx) => ctx.loaders.folder.load(job.folderId),
    asset: (job: JobRow, _: unknown, ctx: Ctx) => ctx.loaders.asset.load(job.assetId),
    version: (job: JobRow, _: unknown, ctx: Ctx) => ctx.loaders.version.load(job.versionId),
  },
} satisfies IResolvers;

/** `node(id)` for a Job: only inside a project the viewer may see. */
export const jobNode = async (ctx: RequestContext, id: string): Promise<JobRow | null> =>
  (await visibleJob(ctx, id))?.job ?? null;

import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { QueryTransfersArgs } from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { optionalId, signedIn } from '../access.ts';
import { canEditProject } from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';
import {
  findProjectsInWorkspace,
  listTransferDays,
  listTransfers,
  type TransferDayRow,
  type TransferRow,
} from './transfer.queries.ts';
import { dayRange } from './transfer-dates.ts';

/** A project whose transfers the viewer may read: one they may edit (not a mere member's). */
async function reportable(ctx: RequestContext, projectId: string) {
  const reached = await reachedProject(ctx, projectId);
  return reached && canEditProject(ctx.viewer, reached.access) ? reached.project : null;
}

/** The projects a report covers: the one named, or the workspace's; only those the viewer edits. */
async function reportedProjects(ctx: RequestContext, args: QueryTransfersArgs): Promise<string[]> {
  const projectId = args.projectId ? optionalId(args.projectId, 'Project', 'projectId') : null;
  const workspaceId = args.workspaceId
    ? optionalId(args.workspaceId, 'Workspace', 'workspaceId')
    : null;
  if (projectId) {
    const project = await reportable(ctx, projectId);
    const inWorkspace = !workspaceId || project?.workspaceId === workspaceId;
    return project && inWorkspace ? [project.id] : [];
  }
  if (!workspaceId) return [];
  const projects = await findProjectsInWorkspace(ctx.services.db, workspaceId);
  const visible = await Promise.all(projects.map(({ id }) => reportable(ctx, id)));
  return visible.flatMap((project) => (project ? [project.id] : []));
}

const sum = (values: readonly string[]) =>
  values.reduce((total, value) => total + Number(value), 0);

/** The projects' totals of each day added up, in the days' order. */
function bytesPerDay(days: readonly TransferDayRow[]) {
  const perDay = new Map<string, { day: string; bytesUp: number; bytesDown: number }>();
  for (const { day, bytesUp, bytesDown } of days) {
    const total = perDay.get(day) ?? { day, bytesUp: 0, bytesDown: 0 };
    total.bytesUp += Number(bytesUp);
    total.bytesDown += Number(bytesDown);
    perDay.set(day, total);
  }
  return [...perDay.values()];
}

function report(transfers: TransferRow[], days: TransferDayRow[]) {
  const bytesUp = sum(days.map((day) => day.bytesUp));
  const bytesDown = sum(days.map((day) => day.bytesDown));
  const totals = { bytesUp, bytesDown, bytesTotal: bytesUp + bytesDown };
  return { transfers, days, bytesPerDay: bytesPerDay(days), ...totals };
}

export const transferResolvers = {
  Query: {
    async transfers(_root: unknown, args: QueryTransfersArgs, ctx: MercuriusContext) {
      signedIn(ctx);
      const range = dayRange(args.dateFrom, args.dateTo);
      const projectIds = await reportedProjects(ctx, args);
      if (projectIds.length === 0) return report([], []);
      const { db } = ctx.services;
      const [transfers, days] = await Promise.all([
        listTransfers(db, projectIds, range),
        listTransferDays(db, projectIds, range),
      ]);
      return report(transfers, days);
    },
  },
  Transfer: {
    id: (transfer: TransferRow) => toGlobalId('Transfer', transfer.id),
    project: (transfer: TransferRow, _: unknown, ctx: MercuriusContext) =>
      ctx.loaders.project.load(transfer.projectId),
    direction: (transfer: TransferRow) => transfer.direction.toUpperCase(),
    kind: (transfer: TransferRow) => transfer.kind.toUpperCase(),
    bytes: (transfer: TransferRow) => Number(transfer.bytes),
    duration: (transfer: TransferRow) =>
      transfer.durationMs === null ? null : Number(transfer.durationMs),
    createdBy: (transfer: TransferRow, _: unknown, ctx: MercuriusContext) =>
      transfer.actorId && !transfer.fromLink && !transfer.fromToken
        ? ctx.loaders.user.load(transfer.actorId)
        : null,
    apiTokenName: async (transfer: TransferRow, _: unknown, ctx: MercuriusContext) =>
      transfer.actorId && transfer.fromToken
        ? ((await ctx.loaders.apiToken.load(transfer.actorId))?.name ?? null)
        : null,
  },
  TransferDay: {
    project: (day: TransferDayRow, _: unknown, ctx: MercuriusContext) =>
      ctx.loaders.project.load(day.projectId),
    bytesUp: (day: TransferDayRow) => Number(day.bytesUp),
    bytesDown: (day: TransferDayRow) => Number(day.bytesDown),
  },
} satisfies IResolvers;

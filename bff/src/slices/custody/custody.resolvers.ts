import type { IResolvers, MercuriusContext } from 'mercurius';
import { pageRequest, toConnection } from '../../graphql/connection.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationRequestCustodyExportArgs,
  ProjectCustodyEventsArgs,
} from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { urlsExpireAt } from '../signed-urls.ts';
import type { ChainLink } from './chain-links.ts';
import { custodyProject, seesCustody } from './custody.access.ts';
import { linkById, linkId, linksOf } from './custody.queries.ts';
import { custodyExportUrl, exportName } from './custody-export.routes.ts';
import { type CustodyEntry, custodyEntries } from './custody-log.ts';
import { verifyCustody } from './custody-verify.ts';

type Ctx = MercuriusContext;

/** A project's custody, once the policy let the viewer see it. */
interface Custody {
  projectId: string;
}

async function chain({ projectId }: Custody, _: unknown, ctx: Ctx) {
  const [check] = await verifyCustody(ctx.services, { projectId });
  const broken = check?.broken ?? null;
  return {
    intact: broken === null,
    length: check?.length ?? 0,
    firstBreak: broken,
    checkedAt: new Date(),
  };
}

async function events({ projectId }: Custody, args: ProjectCustodyEventsArgs, ctx: Ctx) {
  const page = pageRequest(args, { max: 200, keyLength: 1 });
  const from = page.after ? Number(page.after[0]) : null;
  const links = await linksOf(ctx.services.db, projectId, {
    from,
    limit: page.limit + 1,
    order: 'desc',
  });
  const entries = await custodyEntries(ctx.services.db, links);
  return toConnection(entries, page, (entry: ChainLink) => [entry.position]);
}

/** A project's custody log as a file: a signed URL the export route streams. */
async function requestCustodyExport(
  _root: unknown,
  { input }: MutationRequestCustodyExportArgs,
  ctx: Ctx,
) {
  const project = await custodyProject(ctx, input.projectId);
  const expiresAt = await urlsExpireAt(ctx);
  const filename = exportName(project.name, input.format);
  const grant = { projectId: project.id, format: input.format, filename };
  const url = custodyExportUrl(
    ctx.services.config.jwtSecret,
    grant,
    Math.floor(expiresAt.getTime() / 1000),
  );
  return { url, expiresAt, filename, clientMutationId: input.clientMutationId ?? null };
}

/** `node(id)` for a CustodyEvent: only where the viewer may see its project's custody. */
export async function custodyEventNode(ctx: RequestContext, id: string) {
  const link = await linkById(ctx.services.db, id);
  const project = link && (await ctx.loaders.project.load(link.projectId));
  if (!link || !project || !(await seesCustody(ctx, project))) return null;
  const [entry] = await custodyEntries(ctx.services.db, [link]);
  return entry;
}

export const custodyResolvers = {
  Project: {
    custody: async (project: ProjectRow, _: unknown, ctx: Ctx): Promise<Custody | null> =>
      (await seesCustody(ctx, project)) ? { projectId: project.id } : null,
  },
  ProjectCustody: { chain, events },
  CustodyEvent: {
    id: (entry: CustodyEntry) => toGlobalId('CustodyEvent', linkId(entry.eventId)),
    eventId: (entry: CustodyEntry) => entry.eventId,
    subject: (entry: CustodyEntry) => entry.cloudEvent.subject,
    time: (entry: CustodyEntry) => entry.cloudEvent.time,
  },
  Mutation: { requestCustodyExport },
} satisfies IResolvers;

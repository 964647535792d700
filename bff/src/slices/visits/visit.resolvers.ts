import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type { MutationRecordPlayArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { found } from '../access.ts';
import { accessRecorder } from '../accesses/access-records.ts';
import { visibleAsset, visibleVersion } from '../assets/asset.access.ts';
import { visibleFolder } from '../folders/folder.access.ts';
import type { LinkRow } from '../links/link.queries.ts';
import { visitCommands } from './visit.binding.ts';

type Ctx = MercuriusContext;

/** The visitor's link, as the read model has it now. */
export async function visitorsLink(ctx: Ctx): Promise<LinkRow> {
  if (!ctx.visitor) throw appError('UNAUTHENTICATED');
  const link = await ctx.loaders.link.load(ctx.visitor.linkId);
  if (!link || link.deletedAt) throw appError('UNAUTHENTICATED');
  return link;
}

const present = <T>(items: readonly (T | null)[]): T[] =>
  items.filter((item): item is T => item !== null);

/**
 * A play of a version the caller may see: a share link's visitor's on their visit (`link.played`,
 * each play), a signed-in user's once per session, version and hour (`version.played`, decision
 * 0119); NOT_FOUND for a version out of reach. A machine plays nothing.
 */
async function recordPlay(_root: unknown, { input }: MutationRecordPlayArgs, ctx: Ctx) {
  const { visitor, viewer } = ctx;
  if (!visitor && !viewer) throw appError('UNAUTHENTICATED');
  const { id } = fromGlobalId(input.versionId, { type: 'Version', field: 'versionId' });
  const version = found(await visibleVersion(ctx, id), 'version', 'versionId');
  if (!visitor) {
    await accessRecorder(ctx.services).play(ctx, version);
    return { clientMutationId: input.clientMutationId ?? null };
  }
  const { linkId, visitId } = visitor;
  const command = {
    type: 'RecordPlay' as const,
    linkId,
    visitId,
    assetId: version.assetId,
    versionId: id,
  };
  await decideFor(ctx, visitCommands, visitId, command, input.clientMutationId);
  return { clientMutationId: input.clientMutationId ?? null };
}

export const visitResolvers = {
  Query: {
    sharedLink: (_root: unknown, _args: unknown, ctx: Ctx) => visitorsLink(ctx),
  },
  Mutation: { recordPlay },
  SharedLink: {
    id: (link: LinkRow) => toGlobalId('ShareLink', link.id),
    project: (link: LinkRow, _: unknown, ctx: Ctx) => ctx.loaders.project.load(link.projectId),
    async folders(link: LinkRow, _: unknown, ctx: Ctx) {
      const { folderIds } = await ctx.loaders.visitorItems.load(link.id);
      const found = await Promise.all(folderIds.map((id) => visibleFolder(ctx, id)));
      return present(found).map((reached) => reached.folder);
    },
    async assets(link: LinkRow, _: unknown, ctx: Ctx) {
      const { assetIds } = await ctx.loaders.visitorItems.load(link.id);
      const found = await Promise.all(assetIds.map((id) => visibleAsset(ctx, id)));
      return present(found).map((reached) => reached.asset);
    },
  },
} satisfies IResolvers;

import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import { visibleAsset } from '../assets/asset.access.ts';
import { visibleFolder } from '../folders/folder.access.ts';
import type { LinkRow } from '../links/link.queries.ts';

type Ctx = MercuriusContext;

/** The visitor's link, as the read model has it now. */
async function visitorsLink(ctx: Ctx): Promise<LinkRow> {
  if (!ctx.visitor) throw appError('UNAUTHENTICATED');
  const link = await ctx.loaders.link.load(ctx.visitor.linkId);
  if (!link || link.deletedAt) throw appError('UNAUTHENTICATED');
  return link;
}

const present = <T>(items: readonly (T | null)[]): T[] =>
  items.filter((item): item is T => item !== null);

export const visitResolvers = {
  Query: {
    sharedLink: (_root: unknown, _args: unknown, ctx: Ctx) => visitorsLink(ctx),
  },
  SharedLink: {
    id: (link: LinkRow) => toGlobalId('ShareLink', link.id),
    project: (link: LinkRow, _: unknown, ctx: Ctx) => ctx.loaders.project.load(link.projectId),
    async folders(link: LinkRow, _: unknown, ctx: Ctx) {
      const { folderIds } = await ctx.loaders.linkItems.load(link.id);
      const found = await Promise.all(folderIds.map((id) => visibleFolder(ctx, id)));
      return present(found).map((reached) => reached.folder);
    },
    async assets(link: LinkRow, _: unknown, ctx: Ctx) {
      const { assetIds } = await ctx.loaders.linkItems.load(link.id);
      const found = await Promise.all(assetIds.map((id) => visibleAsset(ctx, id)));
      return present(found).map((reached) => reached.asset);
    },
  },
} satisfies IResolvers;

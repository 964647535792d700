import { type LinkSent, newId } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { hashPassword } from '../../auth/password.ts';
import { newSecretToken } from '../../auth/secret-token.ts';
import { hasExpired } from '../../auth/visitor.ts';
import { publicOrigin } from '../../config.ts';
import { edgeOf, pageRequest, toConnection } from '../../graphql/connection.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationCreateLinkArgs,
  MutationDeleteLinkArgs,
  MutationSendLinkArgs,
  MutationUpdateLinkArgs,
  QueryLinkArgs,
  QueryLinkCanAllowDownloadArgs,
  QueryLinksArgs,
} from '../../graphql/schema-types.generated.ts';
import { shareLinkUrl } from '../../mail/share-link.mail.ts';
import { decideFor, originOf, type RequestContext } from '../../request-context.ts';
import { found, signedIn, written } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { canSeeAll } from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';
import { findDrawableVersionIds } from '../versions/rendition.queries.ts';
import { linkWatermarkOf } from '../versions/watermark-mark.ts';
import { prepareRenditions } from '../versions/watermarked-pictures.ts';
import {
  linkRights,
  mayLetDownload,
  namedLink,
  sharedCollection,
  sharedItems,
  visibleLink,
} from './link.access.ts';
import { linkCommands } from './link.binding.ts';
import { findLinkProjectIds, type LinkRow, linkKey, listLinks } from './link.queries.ts';
import { mailLink } from './link-mail.ts';
import { keyLengthOf, listedKey } from './link-order.ts';
import { updateCommand } from './link-update.ts';

type Ctx = MercuriusContext;

/** Default expiry of a new link (media-handling §9). */
const DEFAULT_EXPIRY_MS = 7 * 24 * 3600 * 1000;
/** The most links one page holds. */
const LINKS_PAGE = 1000;

async function createLink(_root: unknown, { input }: MutationCreateLinkArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const { id: projectId } = fromGlobalId(input.projectId, { type: 'Project', field: 'projectId' });
  found(await reachedProject(ctx, projectId), 'project', 'projectId');
  const items = await sharedItems(ctx, {
    folderIds: input.folderIds ?? [],
    assetIds: input.assetIds ?? [],
  });
  const collection = input.collectionId
    ? await sharedCollection(ctx, input.collectionId)
    : undefined;
  const now = new Date();
  const expiresAt =
    input.hasExpiry === false
      ? null
      : (input.expiresAt ?? new Date(now.getTime() + DEFAULT_EXPIRY_MS));
  const linkId = newId('link', viewer.userId, input.clientMutationId);
  const command = {
    type: 'CreateLink' as const,
    linkId,
    projectId,
    token: newSecretToken(),
    name: input.name,
    items,
    ...(collection && { collection }),
    canDownload: input.canDownload ?? false,
    expiresAt,
    allowComments: input.allowComments ?? false,
    now,
  };
  await decideFor(ctx, linkCommands, linkId, command, input.clientMutationId);
  const link = written(await ctx.loaders.link.load(linkId));
  return {
    link,
    linkEdge: edgeOf(link, linkKey),
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function updateLink(_root: unknown, { input }: MutationUpdateLinkArgs, ctx: Ctx) {
  signedIn(ctx);
  const { link: current } = await namedLink(ctx, input.id);
  const newItems =
    input.folderIds || input.assetIds
      ? await sharedItems(ctx, { folderIds: input.folderIds ?? [], assetIds: input.assetIds ?? [] })
      : null;
  const download = await mayLetDownload(ctx, current, newItems);
  const password =
    input.hasPassword === false
      ? null
      : typeof input.password === 'string'
        ? { plain: input.password, hash: await hashPassword(input.password) }
        : undefined;
  const command = updateCommand(current.id, input, { items: newItems, download, password });
  await decideFor(ctx, linkCommands, current.id, command, input.clientMutationId);
  const link = written(await ctx.loaders.link.load(current.id));
  // Visitors came in against the old password or expiry: they sign in again, sockets closed.
  const expiry = input.hasExpiry !== undefined || input.expiresAt !== undefined;
  if (password !== undefined || expiry) await ctx.services.sessions.endVisits({ linkId: link.id });
  return { link, clientMutationId: input.clientMutationId ?? null };
}

async function sendLink(_root: unknown, { input }: MutationSendLinkArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const { link: current } = await namedLink(ctx, input.id);
  const command = {
    type: 'SendLink' as const,
    linkId: current.id,
    recipients: input.recipients,
    message: input.message ?? '',
    now: new Date(),
  };
  const { events } = await decideFor(
    ctx,
    linkCommands,
    current.id,
    command,
    input.clientMutationId,
  );
  const link = written(await ctx.loaders.link.load(current.id));
  const sent = events.find((event): event is LinkSent => event.type === 'link.sent');
  const { recipients, message } = sent?.data ?? { recipients: [], message: '' };
  const sender = (await ctx.loaders.user.load(viewer.userId))?.name ?? '';
  await mailLink(ctx.services, { link, sender, message, recipients });
  // a watermarked link's clips start rendering before its recipients come
  const asker = { services: ctx.services, origin: originOf(ctx), linkId: link.id, visitor: null };
  await prepareRenditions(asker).catch((error: unknown) =>
    ctx.services.logger.warn({ err: error, linkId: link.id }, 'could not prepare renditions'),
  );
  return { link, recipients, clientMutationId: input.clientMutationId ?? null };
}

async function deleteLink(_root: unknown, { input }: MutationDeleteLinkArgs, ctx: Ctx) {
  signedIn(ctx);
  const { link } = await namedLink(ctx, input.id);
  const command = { type: 'DeleteLink' as const, linkId: link.id };
  await decideFor(ctx, linkCommands, link.id, command, input.clientMutationId);
  await ctx.services.sessions.endVisits({ linkId: link.id });
  return {
    deletedId: toGlobalId('ShareLink', link.id),
    clientMutationId: input.clientMutationId ?? null,
  };
}

/** Whose links the viewer lists: everyone's for a superuser (null), else their own id. */
const listerOf = (ctx: Ctx) => {
  const viewer = signedIn(ctx);
  return canSeeAll(viewer) ? null : viewer.userId;
};

/** The Shares list: every link the viewer sees (in one project), sorted and filtered, paged. */
async function links(_root: unknown, args: QueryLinksArgs, ctx: Ctx) {
  const userId = listerOf(ctx);
  const order = args.orderBy ?? 'CREATED';
  const page = pageRequest(args, {
    fallback: LINKS_PAGE,
    max: LINKS_PAGE,
    keyLength: keyLengthOf(order),
  });
  let projectId: string | null = null;
  if (args.projectId) {
    projectId = fromGlobalId(args.projectId, { type: 'Project', field: 'projectId' }).id;
    found(await reachedProject(ctx, projectId), 'project', 'projectId');
  }
  const rows = await listLinks(ctx.services.db, {
    userId,
    projectId,
    order,
    filter: args.filter ?? '',
    limit: page.limit + 1,
    after: page.after,
  });
  return toConnection(rows, page, listedKey(order));
}

/** The Shares sidebar: the projects with links the viewer sees. */
async function linkProjects(_root: unknown, _args: unknown, ctx: Ctx) {
  const ids = await findLinkProjectIds(ctx.services.db, listerOf(ctx));
  const projects = await ctx.loaders.project.loadMany(ids);
  return projects.filter((project) => project !== undefined && !(project instanceof Error));
}

const itemsOf = async (ctx: Ctx, link: LinkRow) => ctx.loaders.linkItems.load(link.id);

export const linkResolvers = {
  Query: {
    links,
    linkProjects,
    async link(_root: unknown, args: QueryLinkArgs, ctx: Ctx) {
      signedIn(ctx);
      return (await namedLink(ctx, args.id)).link;
    },
    async linkCanAllowDownload(_root: unknown, args: QueryLinkCanAllowDownloadArgs, ctx: Ctx) {
      signedIn(ctx);
      const { link } = await namedLink(ctx, args.linkId, 'linkId');
      return mayLetDownload(ctx, link, null);
    },
  },
  Mutation: { createLink, updateLink, sendLink, deleteLink },
  ShareLink: {
    id: (link: LinkRow) => toGlobalId('ShareLink', link.id),
    url: (link: LinkRow, _: unknown, ctx: Ctx) =>
      shareLinkUrl(publicOrigin(ctx.services.config), link.token),
    project: async (link: LinkRow, _: unknown, ctx: Ctx) =>
      ctx.loaders.project.load(link.projectId),
    projectName: async (link: LinkRow, _: unknown, ctx: Ctx) =>
      (await ctx.loaders.project.load(link.projectId))?.name ?? '',
    createdBy: (link: LinkRow, _: unknown, ctx: Ctx) =>
      link.createdBy ? ctx.loaders.user.load(link.createdBy) : null,
    isExpired: (link: LinkRow) => hasExpired(link.expiresAt, new Date()),
    hasPassword: (link: LinkRow) => link.passwordHash !== null,
    watermark: (link: LinkRow) => linkWatermarkOf(link.watermark),
    async previewAsset(link: LinkRow, _: unknown, ctx: Ctx) {
      const [versionId] = await findDrawableVersionIds(ctx.services.db, link.id, 1);
      const version = versionId ? await ctx.loaders.version.load(versionId) : undefined;
      return version ? ((await reachedAsset(ctx, version.assetId))?.asset ?? null) : null;
    },
    folderCount: async (link: LinkRow, _: unknown, ctx: Ctx) =>
      (await itemsOf(ctx, link)).folderIds.length,
    assetCount: async (link: LinkRow, _: unknown, ctx: Ctx) =>
      (await itemsOf(ctx, link)).assetIds.length,
    hasFolders: async (link: LinkRow, _: unknown, ctx: Ctx) =>
      (await itemsOf(ctx, link)).folderIds.length > 0,
    allowedTo: (link: LinkRow, _: unknown, ctx: Ctx) => linkRights(ctx, link),
  },
} satisfies IResolvers;

/** `node(id)` for a ShareLink: only one the viewer sees. */
export const linkNode = async (ctx: RequestContext, id: string) =>
  (await visibleLink(ctx, id))?.link ?? null;

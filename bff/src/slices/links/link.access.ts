import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { found } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { visibleCollection } from '../collections/collection.access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import {
  assetAllowedTo,
  canAllowDownload,
  collectionShareRights,
  folderAllowedTo,
  linkAllowedTo,
} from '../policy.ts';
import { viewerAccess } from '../projects/project.access.ts';
import type { SharedItem, SharedItems } from './link.decider.ts';
import type { LinkRow } from './link.queries.ts';

/** A link the viewer sees, deleted or not, with its project and the viewer's place there. */
async function seenLink(ctx: RequestContext, linkId: string) {
  const link = await ctx.loaders.link.load(linkId);
  const project = link ? await ctx.loaders.project.load(link.projectId) : null;
  if (!link || !project) return null;
  const access = await viewerAccess(ctx, project);
  return linkAllowedTo(ctx.viewer, link, access).view ? { link, project, access } : null;
}

/** A link not deleted that the viewer sees, with its project and the viewer's place there. */
export async function visibleLink(ctx: RequestContext, linkId: string) {
  const seen = await seenLink(ctx, linkId);
  return seen && !seen.link.deletedAt ? seen : null;
}

/**
 * Whether the viewer hears of a change to the link: they see it, or saw it until it was
 * deleted (the policy as for the link itself, so its deletion reaches those it showed to).
 */
export const hearsOfLink = async (ctx: RequestContext, linkId: string): Promise<boolean> =>
  (await seenLink(ctx, linkId)) !== null;

/** The link a global id names, when the viewer sees it; otherwise NOT_FOUND. */
export async function namedLink(ctx: RequestContext, globalId: string, field = 'id') {
  const { id } = fromGlobalId(globalId, { type: 'ShareLink', field });
  return found(await visibleLink(ctx, id), 'link', field);
}

/** The viewer's rights on a link they see. */
export async function linkRights(ctx: RequestContext, link: LinkRow) {
  const seen = await visibleLink(ctx, link.id);
  const {
    edit,
    delete: remove,
    send,
  } = seen
    ? linkAllowedTo(ctx.viewer, link, seen.access)
    : { edit: false, delete: false, send: false };
  return { edit, delete: remove, send };
}

async function sharedFolder(ctx: RequestContext, id: string): Promise<SharedItem> {
  const reached = await reachedFolder(ctx, id);
  if (!reached) return { id, found: undefined };
  const { share, download } = folderAllowedTo(ctx.viewer, reached.access, reached.path);
  return { id, found: { projectId: reached.project.id, share, download } };
}

async function sharedAsset(ctx: RequestContext, id: string): Promise<SharedItem> {
  const reached = await reachedAsset(ctx, id);
  if (!reached) return { id, found: undefined };
  const { share, download } = assetAllowedTo(ctx.viewer, reached.access, reached.path);
  return { id, found: { projectId: reached.project.id, share, download } };
}

/**
 * Folders and assets named by global ids, with the viewer's rights on each (an item out of reach
 * is found as nothing); `uuids` are ids already decoded.
 */
export async function sharedItems(
  ctx: RequestContext,
  ids: { folderIds: readonly string[]; assetIds: readonly string[] },
  uuids = false,
): Promise<SharedItems> {
  const decode = (type: string, field: string) => (id: string) =>
    uuids ? id : fromGlobalId(id, { type, field }).id;
  const folderIds = [...new Set(ids.folderIds.map(decode('Folder', 'folderIds')))];
  const assetIds = [...new Set(ids.assetIds.map(decode('Asset', 'assetIds')))];
  return {
    folders: await Promise.all(folderIds.map((id) => sharedFolder(ctx, id))),
    assets: await Promise.all(assetIds.map((id) => sharedAsset(ctx, id))),
  };
}

/** Whether the viewer may download every item of `items` (so may let visitors download them). */
export const mayDownloadAll = (items: SharedItems): boolean =>
  canAllowDownload(
    [...items.folders, ...items.assets].map((item) => ({
      download: item.found?.download === true,
    })),
  );

/** What a link shares now, with the viewer's rights on each item. */
export async function currentItems(ctx: RequestContext, link: LinkRow) {
  return sharedItems(ctx, await ctx.loaders.linkItems.load(link.id), true);
}

/**
 * A collection to share, by its global id (`uuid`: an id already decoded), with the viewer's
 * rights to share it: somewhere in its project, and to download where they share.
 */
export async function sharedCollection(
  ctx: RequestContext,
  id: string,
  uuid = false,
): Promise<SharedItem> {
  const collectionId = uuid
    ? id
    : fromGlobalId(id, { type: 'Collection', field: 'collectionId' }).id;
  const seen = await visibleCollection(ctx, collectionId);
  if (!seen) return { id: collectionId, found: undefined };
  const { share, download } = collectionShareRights(ctx.viewer, seen.access);
  return { id: collectionId, found: { projectId: seen.project.id, share, download } };
}

/**
 * Whether the viewer may let the link's visitors download: they may download every item it is
 * to share (`items`, null for what it shares now), or where they share for a collection's link.
 */
export async function mayLetDownload(
  ctx: RequestContext,
  link: LinkRow,
  items: SharedItems | null,
): Promise<boolean> {
  if (link.collectionId !== null && items === null) {
    return (await sharedCollection(ctx, link.collectionId, true)).found?.download === true;
  }
  return mayDownloadAll(items ?? (await currentItems(ctx, link)));
}

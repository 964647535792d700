import { newId } from '@rushes/events';
import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { edgeOf, pageRequest, toConnection } from '../../graphql/connection.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  FolderChildrenArgs,
  MutationCreateFolderArgs,
  QueryFolderArgs,
  SubscriptionFolderChangedArgs,
} from '../../graphql/schema-types.generated.ts';
import { seenOnly } from '../../live/seen-only.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { allow, found, signedIn, signedInOrVisiting, written } from '../access.ts';
import { isTimestamp, textAndId } from '../cursor-keys.ts';
import { folderAllowedTo } from '../policy.ts';
import { RELOAD_TTL_SECONDS } from '../reload-ttl.ts';
import {
  folderRights,
  reachedFolder,
  visibleChildCount,
  visibleChildren,
  visibleFolder,
} from './folder.access.ts';
import { folderCommands } from './folder.binding.ts';
import { folderChangedTopic, workspaceFoldersTopic } from './folder.live.ts';
import { childKey, contentOrder, type FolderRow, listChildren } from './folder.queries.ts';
import { folderAlong, pathNames } from './folder-path.ts';

/** A folder under the parent, or at the end of a path below it (the folders along it made). */
async function createFolder(
  _root: unknown,
  { input }: MutationCreateFolderArgs,
  ctx: MercuriusContext,
) {
  const viewer = signedIn(ctx);
  const parentId = fromGlobalId(input.parentId, { type: 'Folder', field: 'parentId' }).id;
  const parent = found(await reachedFolder(ctx, parentId), 'folder', 'parentId');
  allow(folderAllowedTo(viewer, parent.access, parent.path).edit);
  const names = pathNames(input);
  const above = await folderAlong(ctx, parent.folder, names.slice(0, -1), input);
  const folderId = newId('folder', viewer.userId, input.clientMutationId);
  const command = {
    type: 'CreateFolder' as const,
    folderId,
    name: names.at(-1) ?? '',
    parent: above,
  };
  await decideFor(ctx, folderCommands, folderId, command, input.clientMutationId);
  const folder = written(await ctx.loaders.folder.load(folderId));
  const folderEdge = edgeOf(folder, childKey());
  return { folder, folderEdge, clientMutationId: input.clientMutationId ?? null };
}

const subscribedId = (args: SubscriptionFolderChangedArgs) =>
  fromGlobalId(args.folderId, { type: 'Folder', field: 'folderId' }).id;

const folderChanged = {
  // refused at once, before the filtered stream starts
  async subscribe(
    root: unknown,
    args: SubscriptionFolderChangedArgs,
    ctx: MercuriusContext,
    info: GraphQLResolveInfo,
  ) {
    signedInOrVisiting(ctx);
    const id = subscribedId(args);
    const reached = await visibleFolder(ctx, id);
    if (!reached) throw appError('NOT_FOUND', { entity: 'folder' });
    // the folder's own changes, and its workspace's that every folder shows (custom fields),
    // while the subscriber still sees it (a removed right, a deletion)
    const topics = [folderChangedTopic(id), workspaceFoldersTopic(reached.project.workspaceId)];
    const heardChanges = seenOnly(
      () => topics,
      async (_payload, seen) => (await visibleFolder(seen, id)) !== null,
    );
    return heardChanges(root, { id }, ctx, info);
  },
  resolve: async (_payload: unknown, args: SubscriptionFolderChangedArgs, ctx: MercuriusContext) =>
    (await visibleFolder(ctx, subscribedId(args)))?.folder,
};

export const folderResolvers = {
  Query: {
    async folder(_root: unknown, args: QueryFolderArgs, ctx: MercuriusContext) {
      signedInOrVisiting(ctx);
      const found = await visibleFolder(ctx, fromGlobalId(args.id, { type: 'Folder' }).id);
      return found?.folder ?? null;
    },
  },
  Mutation: { createFolder },
  Subscription: { folderChanged },
  Folder: {
    id: (folder: FolderRow) => toGlobalId('Folder', folder.id),
    project: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      ctx.loaders.project.load(folder.projectId),
    // Only the folders above that the asker may see: a link's visitor sees none above its own.
    parent: async (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      folder.parentId ? ((await visibleFolder(ctx, folder.parentId))?.folder ?? null) : null,
    async ancestors(folder: FolderRow, _: unknown, ctx: MercuriusContext) {
      const above = (await ctx.loaders.folderPath.load(folder.id)).slice(0, -1);
      const seen = await Promise.all(above.map((node) => visibleFolder(ctx, node.id)));
      return above.filter((_node, index) => seen[index] !== null);
    },
    isRoot: (folder: FolderRow) => folder.parentId === null,
    ttl: () => RELOAD_TTL_SECONDS,
    creator: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      folder.createdBy ? ctx.loaders.user.load(folder.createdBy) : null,
    folderCount: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      visibleChildCount(ctx, folder),
    async children(folder: FolderRow, args: FolderChildrenArgs, ctx: MercuriusContext) {
      const page = pageRequest(args, { fallback: 100, max: 1000, keyLength: 2 });
      const order = args.orderBy ?? (await contentOrder(ctx.services.db, folder.id));
      const after = textAndId(page.after, order.startsWith('CREATED') ? isTimestamp : undefined);
      const limit = page.limit + 1;
      const filter = args.filter ?? '';
      const rows = await listChildren(ctx.services.db, folder.id, { limit, after, order, filter });
      // Pages run over every child, so cursors go on past those out of the viewer's reach.
      const connection = toConnection(rows, page, childKey(order));
      const visible = new Set((await visibleChildren(ctx, folder, rows)).map((child) => child.id));
      return { ...connection, edges: connection.edges.filter(({ node }) => visible.has(node.id)) };
    },
    allowedTo: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      folderRights(ctx, folder.id),
  },
} satisfies IResolvers;

/** `node(id)` for a Folder: only inside a project the viewer may see. */
export const folderNode = async (ctx: RequestContext, id: string) =>
  (await visibleFolder(ctx, id))?.folder ?? null;

import type { IResolvers, MercuriusContext } from 'mercurius';
import { runCommand } from '../../commands/run-command.ts';
import { appError } from '../../errors.ts';
import { edgeOf, type PageArgs, pageRequest, toConnection } from '../../graphql/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { allow, signedIn, visibleFolder, written } from '../access.ts';
import { textAndId } from '../cursor-keys.ts';
import { newId } from '../ids.ts';
import { forgetLoaded, loadersOf } from '../loaders.ts';
import { folderAllowedTo } from '../policy.ts';
import { folderDecider, folderReservations } from './folder.decider.ts';
import { foldersProjection } from './folder.projection.ts';
import { childKey, type FolderRow, findAncestors, listChildren } from './folder.queries.ts';

interface CreateFolderInput {
  parentId: string;
  name: string;
  clientMutationId?: string | null;
}

/** The topic of `folderChanged` for one folder. */
export const folderChangedTopic = (folderId: string): string => `folderChanged.${folderId}`;

async function createFolder(
  _root: unknown,
  { input }: { input: CreateFolderInput },
  ctx: MercuriusContext,
) {
  const viewer = signedIn(ctx);
  const parentId = fromGlobalId(input.parentId, { type: 'Folder', field: 'parentId' }).id;
  const parent = await loadersOf(ctx).folder.load(parentId);
  if (parent) {
    const project = await loadersOf(ctx).project.load(parent.projectId);
    allow(folderAllowedTo(viewer, project).edit);
  }
  const folderId = newId('folder', viewer.userId, input.clientMutationId);
  await runCommand(ctx, {
    stream: `folder.${folderId}`,
    decider: folderDecider,
    command: { type: 'CreateFolder', folderId, name: input.name, parent: parent ?? null },
    reserve: folderReservations,
    projections: [foldersProjection],
    clientMutationId: input.clientMutationId,
  });
  await ctx.services.pubsub.publish(folderChangedTopic(parentId), { folderId: parentId });
  forgetLoaded(ctx);
  const folder = written(await loadersOf(ctx).folder.load(folderId));
  const folderEdge = edgeOf(folder, childKey);
  return { folder, folderEdge, clientMutationId: input.clientMutationId ?? null };
}

const folderChanged = {
  async subscribe(_root: unknown, args: { folderId: string }, ctx: MercuriusContext) {
    signedIn(ctx);
    const { id } = fromGlobalId(args.folderId, { type: 'Folder', field: 'folderId' });
    if (!(await visibleFolder(ctx, id))) throw appError('NOT_FOUND', { entity: 'folder' });
    return ctx.pubsub.subscribe(folderChangedTopic(id));
  },
  async resolve(payload: { folderId: string }, _args: unknown, ctx: MercuriusContext) {
    forgetLoaded(ctx);
    return (await visibleFolder(ctx, payload.folderId))?.folder ?? null;
  },
};

export const folderResolvers = {
  Query: {
    async folder(_root: unknown, args: { id: string }, ctx: MercuriusContext) {
      signedIn(ctx);
      const found = await visibleFolder(ctx, fromGlobalId(args.id, { type: 'Folder' }).id);
      return found?.folder ?? null;
    },
  },
  Mutation: { createFolder },
  Subscription: { folderChanged },
  Folder: {
    id: (folder: FolderRow) => toGlobalId('Folder', folder.id),
    project: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      loadersOf(ctx).project.load(folder.projectId),
    parent: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      folder.parentId ? loadersOf(ctx).folder.load(folder.parentId) : null,
    ancestors: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      findAncestors(ctx.services.db, folder.id),
    isRoot: (folder: FolderRow) => folder.parentId === null,
    creator: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      folder.createdBy ? loadersOf(ctx).user.load(folder.createdBy) : null,
    folderCount: (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      loadersOf(ctx).childCount.load(folder.id),
    async children(folder: FolderRow, args: PageArgs, ctx: MercuriusContext) {
      const page = pageRequest(args, { fallback: 100, max: 1000, keyLength: 2 });
      const after = textAndId(page.after);
      const rows = await listChildren(ctx.services.db, folder.id, { limit: page.limit + 1, after });
      return toConnection(rows, page, childKey);
    },
    async allowedTo(folder: FolderRow, _: unknown, ctx: MercuriusContext) {
      const project = await loadersOf(ctx).project.load(folder.projectId);
      return folderAllowedTo(ctx.viewer, project);
    },
  },
} satisfies IResolvers;

/** `node(id)` for a Folder: only inside a project the viewer may see. */
export const folderNode = async (ctx: GraphQLContext, id: string) =>
  (await visibleFolder(ctx, id))?.folder ?? null;

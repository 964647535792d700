import type { Database } from '@rushes/migrations';
import type { GraphQLResolveInfo } from 'graphql';
import type { Kysely } from 'kysely';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationRegenerateFolderThumbnailArgs,
  SubscriptionFolderThumbnailArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, forgetLoaded } from '../../request-context.ts';
import { allow, found, signedIn, signedInOrVisiting, written } from '../access.ts';
import { visibleVersion } from '../assets/asset.access.ts';
import { reachedFolder, visibleFolder } from '../folders/folder.access.ts';
import { folderCommands } from '../folders/folder.binding.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { byKey } from '../loaders.ts';
import { canRegenerateFolderThumbnail } from '../policy.ts';
import { signedGetUrl } from '../signed-urls.ts';
import { versionResolvers } from '../versions/version.resolvers.ts';
import { folderThumbnailTopic } from './folder-thumbnail.live.ts';
import { type FolderThumbnailRow, findFolderThumbnails } from './folder-thumbnail.queries.ts';

type Ctx = MercuriusContext;

export const folderThumbnailLoaders = (db: Kysely<Database>) => ({
  folderThumbnail: byKey<FolderThumbnailRow | null>(
    async (folderIds) =>
      new Map((await findFolderThumbnails(db, folderIds)).map((row) => [row.folderId, row])),
    null,
  ),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof folderThumbnailLoaders> {}
}

/**
 * The folder's poster when it has one; else its automatic thumbnail's URL as its version shows it
 * to the asker (a visitor's may be watermarked).
 */
async function thumbnailUrl(folder: FolderRow, _: unknown, ctx: Ctx) {
  if (folder.posterKey) return signedGetUrl(ctx, folder.posterKey);
  const thumbnail = await ctx.loaders.folderThumbnail.load(folder.id);
  const version = thumbnail && (await visibleVersion(ctx, thumbnail.versionId));
  return version ? versionResolvers.Version.thumbnailUrl(version, undefined, ctx) : null;
}

/** The pictures of the open folder's children; the filter lets through those the asker sees. */
const heardThumbnails = mercurius.withFilter<{ folderId: string }>(
  (_root: unknown, args: Record<string, string>, ctx: Ctx) =>
    ctx.pubsub.subscribe(folderThumbnailTopic(args.id ?? '')),
  async (payload, _args, ctx) => {
    // the socket's loaders outlive each message: read the folder and the asker's reach afresh
    forgetLoaded(ctx);
    return (await visibleFolder(ctx, payload.folderId)) !== null;
  },
);

/** `folderThumbnail`: the open folder's child whose picture changed. */
const folderThumbnail = {
  // refused at once, before the filtered stream starts
  async subscribe(
    root: unknown,
    args: SubscriptionFolderThumbnailArgs,
    ctx: Ctx,
    info: GraphQLResolveInfo,
  ) {
    signedInOrVisiting(ctx);
    const { id } = fromGlobalId(args.folderId, { type: 'Folder', field: 'folderId' });
    if (!(await visibleFolder(ctx, id))) throw appError('NOT_FOUND', { entity: 'folder' });
    return heardThumbnails(root, { id }, ctx, info);
  },
  resolve: async (payload: { folderId: string }, _args: unknown, ctx: Ctx) =>
    (await visibleFolder(ctx, payload.folderId))?.folder ?? null,
};

/**
 * Regenerate Thumbnail: the folder's automatic thumbnail is chosen again from its assets as they
 * are now and recorded (`folder.thumbnail_regenerated`), which its parent's open views hear.
 * NOT_FOUND for a folder the viewer cannot see, FORBIDDEN for anyone but a superuser.
 */
async function regenerateFolderThumbnail(
  _root: unknown,
  { input }: MutationRegenerateFolderThumbnailArgs,
  ctx: Ctx,
) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(input.id, { type: 'Folder', field: 'id' });
  const { folder } = found(await reachedFolder(ctx, id), 'folder', 'id');
  allow(canRegenerateFolderThumbnail(viewer));
  const [chosen] = await findFolderThumbnails(ctx.services.db, [folder.id]);
  const command = {
    type: 'RegenerateFolderThumbnail' as const,
    folderId: folder.id,
    versionId: chosen?.versionId ?? null,
  };
  await decideFor(ctx, folderCommands, folder.id, command, input.clientMutationId);
  return {
    folder: written(await ctx.loaders.folder.load(folder.id)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const folderThumbnailResolvers = {
  Subscription: { folderThumbnail },
  Mutation: { regenerateFolderThumbnail },
  Folder: { thumbnailUrl },
} satisfies IResolvers;

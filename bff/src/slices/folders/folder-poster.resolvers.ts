import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationConfirmFolderPosterArgs,
  MutationRemoveFolderImagesArgs,
  MutationUploadFolderPosterArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { confirmImageUpload, requestImageUpload } from '../images/image-storage.ts';
import { readImageUploadId } from '../images/image-upload.ts';
import { canSetPoster } from '../policy.ts';
import { reachedFolder } from './folder.access.ts';
import { folderCommands } from './folder.binding.ts';

type Ctx = MercuriusContext;

/** The folder, when the viewer may set its poster; NOT_FOUND or FORBIDDEN otherwise. */
async function posterFolder(ctx: Ctx, folderId: string) {
  const viewer = signedIn(ctx);
  const reached = found(await reachedFolder(ctx, folderId), 'folder', 'id');
  allow(canSetPoster(viewer, reached.access));
  return reached.folder;
}

/** Starts the upload of a folder's poster; nothing is appended until the file is confirmed. */
async function uploadFolderPoster(
  _root: unknown,
  { input }: MutationUploadFolderPosterArgs,
  ctx: Ctx,
) {
  const { id } = fromGlobalId(input.id, { type: 'Folder', field: 'id' });
  const folder = await posterFolder(ctx, id);
  const request = { ...input, owner: 'folder' as const, ownerId: folder.id, kind: 'poster' };
  const upload = await requestImageUpload(ctx, request);
  return { upload, clientMutationId: input.clientMutationId ?? null };
}

/** Makes the uploaded image the folder's poster once its bytes show its declared type. */
async function confirmFolderPoster(
  _root: unknown,
  { input }: MutationConfirmFolderPosterArgs,
  ctx: Ctx,
) {
  const upload = readImageUploadId(input.uploadId, 'folder', ['poster']);
  const { id: folderId } = await posterFolder(ctx, upload.ownerId);
  const storageKey = await confirmImageUpload(ctx, upload, input.etag);
  const command = {
    type: 'SetFolderPoster' as const,
    folderId,
    storageKey,
    contentType: upload.contentType,
  };
  await decideFor(ctx, folderCommands, folderId, command, input.clientMutationId);
  const folder = written(await ctx.loaders.folder.load(folderId));
  return { folder, clientMutationId: input.clientMutationId ?? null };
}

/** Reset to default: the folder's automatic thumbnail shows again. */
async function removeFolderImages(
  _root: unknown,
  { input }: MutationRemoveFolderImagesArgs,
  ctx: Ctx,
) {
  const { id } = fromGlobalId(input.id, { type: 'Folder', field: 'id' });
  const { id: folderId } = await posterFolder(ctx, id);
  if (input.poster !== true)
    throw appError('VALIDATION_FAILED', { field: 'poster', rule: 'required' });
  const command = { type: 'RemoveFolderPoster' as const, folderId };
  await decideFor(ctx, folderCommands, folderId, command, input.clientMutationId);
  const folder = written(await ctx.loaders.folder.load(folderId));
  return { folder, clientMutationId: input.clientMutationId ?? null };
}

export const folderPosterResolvers = {
  Mutation: { uploadFolderPoster, confirmFolderPoster, removeFolderImages },
} satisfies IResolvers;

import { newId, type WorkspaceImageKind } from '@rushes/events';
import { isStorageError, type ObjectStorage } from '@rushes/storage';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import { signedIn } from '../access.ts';
import { secondsLeft } from '../signed-urls.ts';
import { workspaceWith } from './workspace.access.ts';
import { decideOnWorkspace, writtenWorkspace } from './workspace.command.ts';
import {
  imageTypeOf,
  isWorkspaceImageType,
  MAX_WORKSPACE_IMAGE_BYTES,
  SIGNATURE_BYTES,
} from './workspace-image.ts';
import { type ImageUpload, imageUploadId, readImageUploadId } from './workspace-image-upload.ts';

type Ctx = MercuriusContext;
type Key = { clientMutationId?: string | null };

interface UploadInput extends Key {
  id: string;
  contentType: string;
  size: number;
}

/**
 * Starts the upload of a logo or poster: one part, PUT by the browser straight to storage. Nothing
 * is appended until the file is confirmed.
 */
const requestUpload =
  (kind: WorkspaceImageKind) =>
  async (_root: unknown, { input }: { input: UploadInput }, ctx: Ctx) => {
    const viewer = signedIn(ctx);
    const { id: workspaceId } = await workspaceWith(ctx, input.id, 'upload');
    const { contentType, size } = input;
    if (!isWorkspaceImageType(contentType)) {
      throw appError('VALIDATION_FAILED', { field: 'contentType', rule: 'imageType' });
    }
    if (!(size > 0 && size <= MAX_WORKSPACE_IMAGE_BYTES)) {
      throw appError('VALIDATION_FAILED', { field: 'size', rule: 'max' });
    }
    const uploadId = newId('workspace-image', viewer.userId, input.clientMutationId);
    const upload: Omit<ImageUpload, 'multipartId'> = { workspaceId, kind, uploadId, contentType };
    const { storage } = ctx.services;
    const key = imageKeyOf(upload);
    const multipartId = await storage.createMultipartUpload(key, contentType, {
      partSize: MAX_WORKSPACE_IMAGE_BYTES,
    });
    const urls = await storage.signPartUrls(key, multipartId, 1, await secondsLeft(ctx));
    const id = imageUploadId({ ...upload, multipartId });
    return { upload: { id, urls }, clientMutationId: input.clientMutationId ?? null };
  };

/** `workspaces/<id>/<kind>-<upload id>.<ext>`: a new key per upload, so no URL shows a stale one. */
const imageKeyOf = ({
  workspaceId,
  kind,
  uploadId,
  contentType,
}: Omit<ImageUpload, 'multipartId'>) =>
  `workspaces/${workspaceId}/${kind}-${uploadId}.${contentType.slice('image/'.length)}`;

/** The first bytes of a stored object. */
async function headOf(storage: ObjectStorage, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let length = 0;
  const body = await storage.getObject(key);
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= SIGNATURE_BYTES) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, SIGNATURE_BYTES);
}

/** Joins the one part; a retry after the join finds the object. */
async function join(storage: ObjectStorage, key: string, multipartId: string, etag: string) {
  try {
    await storage.completeMultipartUpload(key, multipartId, [{ partNumber: 1, etag }]);
  } catch (error) {
    if (isStorageError(error, 'INVALID_PART')) {
      throw appError('VALIDATION_FAILED', { field: 'etag', rule: 'etag' });
    }
    if (!isStorageError(error, 'NO_SUCH_UPLOAD') || !(await storage.headObject(key))) throw error;
  }
}

interface ConfirmInput extends Key {
  uploadId: string;
  etag: string;
}

/** Puts an uploaded image in place once its bytes show it is the type it was declared as. */
async function confirmWorkspaceImage(_root: unknown, { input }: { input: ConfirmInput }, ctx: Ctx) {
  const upload = readImageUploadId(input.uploadId);
  const { workspaceId } = upload;
  await workspaceWith(ctx, toGlobalId('Workspace', workspaceId), 'upload');
  const { storage } = ctx.services;
  const key = imageKeyOf(upload);
  await join(storage, key, upload.multipartId, input.etag);
  if (imageTypeOf(await headOf(storage, key)) !== upload.contentType) {
    await storage.deletePrefix(key);
    throw appError('VALIDATION_FAILED', { field: 'file', rule: 'imageType' });
  }
  const command = {
    type: 'SetWorkspaceImage' as const,
    workspaceId,
    kind: upload.kind,
    storageKey: key,
    contentType: upload.contentType,
  };
  await decideOnWorkspace(ctx, command, input.clientMutationId);
  const workspace = await writtenWorkspace(ctx, workspaceId);
  return { workspace, clientMutationId: input.clientMutationId ?? null };
}

interface RemoveInput extends Key {
  id: string;
  logo?: boolean | null;
  projectPoster?: boolean | null;
}

async function removeWorkspaceImages(_root: unknown, { input }: { input: RemoveInput }, ctx: Ctx) {
  const { id: workspaceId } = await workspaceWith(ctx, input.id, 'upload');
  const kinds = (['logo', 'projectPoster'] as const).filter((kind) => input[kind] === true);
  if (kinds.length === 0) throw appError('VALIDATION_FAILED', { field: 'logo', rule: 'required' });
  for (const kind of kinds) {
    const key = input.clientMutationId ? `${input.clientMutationId}:${kind}` : null;
    await decideOnWorkspace(ctx, { type: 'RemoveWorkspaceImage', workspaceId, kind }, key);
  }
  const workspace = await writtenWorkspace(ctx, workspaceId);
  return { workspace, clientMutationId: input.clientMutationId ?? null };
}

export const workspaceImageResolvers = {
  Mutation: {
    uploadWorkspaceLogo: requestUpload('logo'),
    uploadWorkspaceProjectPoster: requestUpload('projectPoster'),
    confirmWorkspaceImage,
    removeWorkspaceImages,
  },
} satisfies IResolvers;

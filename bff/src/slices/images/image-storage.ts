import { newId } from '@rushes/events';
import { isStorageError, type ObjectStorage } from '@rushes/storage';
import type { MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { signedIn } from '../access.ts';
import { secondsLeft } from '../signed-urls.ts';
import { imageTypeOf, isImageType, MAX_IMAGE_BYTES, SIGNATURE_BYTES } from './image-type.ts';
import { type ImageOwner, type ImageUpload, imageKeyOf, imageUploadId } from './image-upload.ts';

export interface ImageUploadRequest {
  owner: ImageOwner;
  ownerId: string;
  kind: string;
  contentType: string;
  size: number;
  clientMutationId?: string | null;
}

/**
 * Starts the upload of an image: one part, PUT by the browser straight to storage. Nothing is
 * appended until the file is confirmed. The caller has checked the viewer may.
 */
export async function requestImageUpload(ctx: MercuriusContext, request: ImageUploadRequest) {
  const viewer = signedIn(ctx);
  const { owner, ownerId, kind, contentType, size } = request;
  if (!isImageType(contentType)) {
    throw appError('VALIDATION_FAILED', { field: 'contentType', rule: 'imageType' });
  }
  if (!(size > 0 && size <= MAX_IMAGE_BYTES)) {
    throw appError('VALIDATION_FAILED', { field: 'size', rule: 'max' });
  }
  const uploadId = newId(`${owner}-image`, viewer.userId, request.clientMutationId);
  const upload: Omit<ImageUpload, 'multipartId'> = { owner, ownerId, kind, uploadId, contentType };
  const { storage } = ctx.services;
  const key = imageKeyOf(upload);
  const multipartId = await storage.createMultipartUpload(key, contentType, {
    partSize: MAX_IMAGE_BYTES,
  });
  const urls = await storage.signPartUrls(key, multipartId, 1, await secondsLeft(ctx));
  return { id: imageUploadId({ ...upload, multipartId }), urls };
}

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
    if (!isStorageError(error, 'NO_SUCH_UPLOAD')) throw error;
    // No such multipart upload and no object: an id that was never issued (or was forged).
    if (!(await storage.headObject(key))) {
      throw appError('NOT_FOUND', { field: 'uploadId', entity: 'upload' });
    }
  }
}

/**
 * Puts an uploaded image in place once its bytes show it is the type it was declared as, and
 * answers its storage key; a file that is not is deleted and refused. The caller has checked the
 * viewer may, and records the key.
 */
export async function confirmImageUpload(
  ctx: MercuriusContext,
  upload: ImageUpload,
  etag: string,
): Promise<string> {
  const { storage } = ctx.services;
  const key = imageKeyOf(upload);
  await join(storage, key, upload.multipartId, etag);
  if (imageTypeOf(await headOf(storage, key)) !== upload.contentType) {
    await storage.deletePrefix(key);
    throw appError('VALIDATION_FAILED', { field: 'file', rule: 'imageType' });
  }
  return key;
}

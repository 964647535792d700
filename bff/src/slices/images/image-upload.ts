import { appError } from '../../errors.ts';
import { isImageType } from './image-type.ts';

/** What an image belongs to: the storage prefix and the stream it is recorded on. */
export type ImageOwner = 'workspace' | 'folder' | 'project';

/**
 * An image upload in flight. Its id carries all of it (as base64url JSON), so nothing is stored
 * nor appended before the confirm; the confirm checks the viewer's rights again and derives the
 * storage key itself.
 */
export interface ImageUpload {
  owner: ImageOwner;
  ownerId: string;
  kind: string;
  uploadId: string;
  contentType: string;
  multipartId: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const kindPattern = /^[a-zA-Z]{1,40}$/;

export const imageUploadId = (upload: ImageUpload): string =>
  Buffer.from(JSON.stringify(upload)).toString('base64url');

const isImageUpload = (value: Partial<Record<keyof ImageUpload, unknown>>) =>
  (value.owner === 'workspace' || value.owner === 'folder' || value.owner === 'project') &&
  typeof value.ownerId === 'string' &&
  uuid.test(value.ownerId) &&
  typeof value.uploadId === 'string' &&
  uuid.test(value.uploadId) &&
  typeof value.kind === 'string' &&
  kindPattern.test(value.kind) &&
  typeof value.contentType === 'string' &&
  isImageType(value.contentType) &&
  typeof value.multipartId === 'string' &&
  value.multipartId.length > 0;

/**
 * The upload an id names, when it is an upload of an image of `owner` of one of `kinds`;
 * NOT_FOUND for anything else.
 */
export function readImageUploadId<Kind extends string>(
  id: string,
  owner: ImageOwner,
  kinds: readonly Kind[],
): ImageUpload & { kind: Kind } {
  try {
    const value = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && isImageUpload(value) && value.owner === owner) {
      const { ownerId, kind, uploadId, contentType, multipartId } = value as ImageUpload;
      const known = kinds.find((k) => k === kind);
      if (known) return { owner, ownerId, kind: known, uploadId, contentType, multipartId };
    }
  } catch {
    // not JSON: the same answer as any other id nothing has
  }
  throw appError('NOT_FOUND', { field: 'uploadId', entity: 'upload' });
}

/** `<owner>s/<id>/<kind>-<upload id>.<ext>`: a new key per upload, so no URL shows a stale one. */
export const imageKeyOf = ({
  owner,
  ownerId,
  kind,
  uploadId,
  contentType,
}: Omit<ImageUpload, 'multipartId'>) =>
  `${owner}s/${ownerId}/${kind}-${uploadId}.${contentType.slice('image/'.length)}`;

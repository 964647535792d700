import { type WorkspaceImageKind, workspaceImageKinds } from '@rushes/events';
import { appError } from '../../errors.ts';
import { isWorkspaceImageType } from './workspace-image.ts';

/**
 * A logo or poster upload in flight. Its id carries all of it (as base64url JSON), so nothing is
 * stored nor appended before the confirm; the confirm checks the viewer's rights again and
 * derives the storage key itself.
 */
export interface ImageUpload {
  workspaceId: string;
  kind: WorkspaceImageKind;
  uploadId: string;
  contentType: string;
  multipartId: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const imageUploadId = (upload: ImageUpload): string =>
  Buffer.from(JSON.stringify(upload)).toString('base64url');

const isImageUpload = (value: Partial<Record<keyof ImageUpload, unknown>>) =>
  typeof value.workspaceId === 'string' &&
  uuid.test(value.workspaceId) &&
  typeof value.uploadId === 'string' &&
  uuid.test(value.uploadId) &&
  workspaceImageKinds.some((kind) => kind === value.kind) &&
  typeof value.contentType === 'string' &&
  isWorkspaceImageType(value.contentType) &&
  typeof value.multipartId === 'string' &&
  value.multipartId.length > 0;

/** The upload an id names; NOT_FOUND for anything else. */
export function readImageUploadId(id: string): ImageUpload {
  try {
    const value = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && isImageUpload(value)) {
      const { workspaceId, kind, uploadId, contentType, multipartId } = value as ImageUpload;
      return { workspaceId, kind, uploadId, contentType, multipartId };
    }
  } catch {
    // not JSON: the same answer as any other id nothing has
  }
  throw appError('NOT_FOUND', { field: 'uploadId', entity: 'upload' });
}

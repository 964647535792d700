import { isStorageError, type ObjectStorage, type StoredPart } from '@rushes/storage';
import type { Services } from '../../services.ts';
import type { UploadRow } from '../assets/asset.queries.ts';
import { findUnfinishedUpload, type UploadedFile } from './upload.queries.ts';
import { DAY_MS } from './upload-sweeper.ts';

/** An upload as startUpload answers it: a resumed one with the parts storage holds. */
export type UploadAnswer = UploadRow & { storedParts?: StoredPart[] };

/** The parts storage holds for an upload; none once storage no longer has it. */
export async function storedPartsOf(storage: ObjectStorage, upload: UploadRow) {
  try {
    return await storage.listParts(upload.storageKey, upload.multipartId);
  } catch (error) {
    if (isStorageError(error, 'NO_SUCH_UPLOAD')) return null;
    throw error;
  }
}

/**
 * The person's unfinished upload of the file into its place, started within the days uploads
 * are kept, with the parts storage holds; null when there is none, or storage no longer has it
 * (swept, or lost), and a new upload must start. Resuming appends nothing: the upload's start
 * is the fact, and what storage holds is no decision.
 */
export async function resumableUpload(
  services: Pick<Services, 'db' | 'storage' | 'config'>,
  file: UploadedFile,
  now = new Date(),
): Promise<UploadAnswer | null> {
  const since = new Date(now.getTime() - services.config.uploadKeepDays * DAY_MS);
  const upload = await findUnfinishedUpload(services.db, file, since);
  if (!upload) return null;
  const storedParts = await storedPartsOf(services.storage, upload);
  return storedParts && { ...upload, storedParts };
}

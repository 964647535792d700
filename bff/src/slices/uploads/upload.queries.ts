import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** A file someone uploads into a place: the folder, and the asset for a new version. */
export interface UploadedFile {
  folderId: string;
  /** The asset it becomes a new version of; null for a new asset. */
  assetId: string | null;
  filename: string;
  size: number;
  createdBy: string;
}

/**
 * The newest upload of this file into this place by this person that is neither finalised nor
 * cancelled, started since `since`; undefined when there is none. A new asset's upload is one
 * whose asset does not exist yet (finalising creates it).
 */
export const findUnfinishedUpload = (db: Db, file: UploadedFile, since: Date) =>
  db
    .selectFrom('upload')
    .selectAll('upload')
    .where('upload.state', '=', 'started')
    .where('upload.folderId', '=', file.folderId)
    .where('upload.createdBy', '=', file.createdBy)
    .where('upload.filename', '=', file.filename)
    .where('upload.size', '=', String(file.size))
    .where('upload.createdAt', '>=', since)
    .where((eb) =>
      file.assetId === null
        ? eb.not(
            eb.exists(
              eb.selectFrom('asset').select('asset.id').whereRef('asset.id', '=', 'upload.assetId'),
            ),
          )
        : eb('upload.assetId', '=', file.assetId),
    )
    .orderBy('upload.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();

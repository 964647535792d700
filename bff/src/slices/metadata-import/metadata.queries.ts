import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import { type ClipToMatch, matchRecord, nameKeys } from '../metadata/match.ts';
import type { MetadataRecord } from '../metadata/metadata-record.ts';

type Db = Kysely<Database>;

/** Imports whose parts are all in. */
const complete = sql<boolean>`metadata_import.parts_in >= metadata_import.parts`;

/** Whether the folder keeps imported metadata. */
export async function folderHasMetadata(db: Db, folderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('metadataImport')
    .select('id')
    .where('folderId', '=', folderId)
    .where(complete)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface KeptMatch {
  record: MetadataRecord;
  importId: string;
  filename: string;
}

/**
 * The kept record of the folder that belongs to the clip, the newest import's first: among those
 * that name the clip or its reel, as `matchRecord` chooses.
 */
export async function matchKeptRecord(
  db: Db,
  folderId: string,
  clip: ClipToMatch,
): Promise<KeptMatch | null> {
  const keys = nameKeys(clip.filename);
  const reel = clip.reel?.trim().toLowerCase() ?? '';
  if (keys.length === 0 && reel === '') return null;
  const rows = await db
    .selectFrom('metadataRecord')
    .innerJoin('metadataImport', 'metadataImport.id', 'metadataRecord.importId')
    .select(['metadataRecord.record', 'metadataImport.id', 'metadataImport.filename'])
    .where('metadataRecord.folderId', '=', folderId)
    .where(complete)
    .where(
      sql<boolean>`(metadata_record.name_keys && ${keys}::text[] OR metadata_record.reels && ${[reel]}::text[])`,
    )
    .orderBy('metadataImport.createdAt', 'desc')
    .orderBy('metadataImport.id')
    .orderBy('metadataRecord.position')
    .execute();
  const records = rows.map((row) => row.record as MetadataRecord);
  const record = matchRecord(records, clip);
  const row = record && rows[records.indexOf(record)];
  return record && row ? { record, importId: row.id, filename: row.filename } : null;
}

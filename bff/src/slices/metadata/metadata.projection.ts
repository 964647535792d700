import { itemsDeleted, metadataImported, type Projection } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { recordNameKeys, recordReels } from './match.ts';
import { recordsOfPart } from './metadata-parts.ts';

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/**
 * The records of the metadata files imported into each folder, kept for its clips: an import
 * counts once all its parts are in. A deleted folder's records go with it.
 */
export const metadataProjection: Projection<Database> = {
  name: 'metadata',
  tables: ['metadata_import', 'metadata_record'],
  handles: [metadataImported.type, itemsDeleted.type],
  async apply(trx, event, commit) {
    if (metadataImported.is(event)) {
      const { importId, projectId, folderId, filename, format, parts, offset } = event.data;
      await trx
        .insertInto('metadataImport')
        .values({
          ...{ id: importId, projectId, folderId, filename, format, parts, partsIn: 1 },
          createdAt: commit.meta.at,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({ partsIn: eb('metadataImport.partsIn', '+', 1) })),
        )
        .execute();
      const rows = recordsOfPart(event.data).map((record, index) => ({
        ...{ importId, folderId, position: offset + index },
        ...{ nameKeys: recordNameKeys(record), reels: recordReels(record) },
        record: JSON.stringify(record),
      }));
      for (let start = 0; start < rows.length; start += BATCH) {
        await trx
          .insertInto('metadataRecord')
          .values(rows.slice(start, start + BATCH))
          .execute();
      }
    }
    if (itemsDeleted.is(event) && event.data.folderIds.length > 0) {
      const { folderIds } = event.data;
      await trx.deleteFrom('metadataRecord').where('folderId', 'in', folderIds).execute();
      await trx.deleteFrom('metadataImport').where('folderId', 'in', folderIds).execute();
    }
  },
};

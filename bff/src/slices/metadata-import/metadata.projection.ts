import { itemsDeleted, jobProbed, metadataImported, type Projection } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { sql } from 'kysely';
import { recordNameKeys, recordReels } from '../metadata/match.ts';
import { recordsOfPart } from '../metadata/metadata-parts.ts';

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/**
 * Only a probe this recent waits to be matched: replaying the log (a rebuild) must not match last
 * year's clips again.
 */
export const PROBE_FRESH_MS = 10 * 60_000;

/**
 * The records of the metadata files imported into each folder, kept for its clips: an import
 * counts once all its parts are in. A deleted folder's records go with it. A clip's first version
 * probed in a folder keeping records, while it has no metadata, waits to be matched by its reel
 * and source timecode (`metadata_match_pending`), which were not known when its upload finished.
 */
export const metadataProjection: Projection<Database> = {
  name: 'metadata',
  tables: ['metadata_import', 'metadata_record', 'metadata_match_pending'],
  handles: [metadataImported.type, itemsDeleted.type, jobProbed.type],
  async apply(trx, event, commit) {
    if (jobProbed.is(event) && event.data.timecode) {
      const at = new Date(commit.meta.at);
      if (Date.now() - at.getTime() > PROBE_FRESH_MS) return;
      await sql`
        INSERT INTO metadata_match_pending (version_id, asset_id, at)
        SELECT version.id, version.asset_id, ${at}
        FROM version JOIN asset ON asset.id = version.asset_id
        WHERE version.id = ${event.data.versionId} AND version.number = 1 AND asset.slate IS NULL
          AND EXISTS (SELECT 1 FROM metadata_import
            WHERE folder_id = asset.folder_id AND parts_in >= parts)
        ON CONFLICT DO NOTHING`.execute(trx);
    }
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

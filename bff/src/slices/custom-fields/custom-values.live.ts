import { assetCustomValuesSet } from '@rushes/events';
import type { LiveTopic } from '../../slice.ts';
import { folderChanged } from '../folders/folder.live.ts';
import { customFieldsProjection } from './custom-fields.projection.ts';

/** New custom values, to the subscribers of the assets' folders (their lists show them). */
export const customValuesLive: LiveTopic = {
  name: 'folderChanged (custom values)',
  handles: [assetCustomValuesSet.type],
  readModels: [customFieldsProjection.name],
  async publications(events, db) {
    const ids = events.flatMap((event) =>
      assetCustomValuesSet.is(event) ? [event.data.assetId] : [],
    );
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('asset').select('folderId').where('id', 'in', ids).execute();
    return [...new Set(rows.map((row) => row.folderId))].map(folderChanged);
  },
};

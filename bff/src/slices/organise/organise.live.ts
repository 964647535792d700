import { itemsDeleted } from '@rushes/events';
import type { LiveTopic } from '../../slice.ts';
import { assetsProjection } from '../assets/asset.projection.ts';
import { folderChanged } from '../folders/folder.live.ts';
import { foldersProjection } from '../folders/folder.projection.ts';

/** Deleted items, to the `folderChanged` subscribers of the folders they were in. */
export const organiseLive: LiveTopic = {
  name: 'folderChanged (organise)',
  handles: [itemsDeleted.type],
  readModels: [foldersProjection.name, assetsProjection.name],
  async publications(events) {
    const parents = new Set<string>();
    for (const event of events) {
      if (!itemsDeleted.is(event)) continue;
      for (const folder of event.data.folders) parents.add(folder.parentId);
      for (const asset of event.data.assets) parents.add(asset.folderId);
    }
    return [...parents].map(folderChanged);
  },
};

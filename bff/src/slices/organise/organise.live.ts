import { itemsCopied, itemsDeleted, itemsMoved } from '@rushes/events';
import type { LiveTopic } from '../../slice.ts';
import { assetsProjection } from '../assets/asset.projection.ts';
import { folderChanged } from '../folders/folder.live.ts';
import { foldersProjection } from '../folders/folder.projection.ts';

/** Deleted, moved and copied items, to the `folderChanged` subscribers of where they were and went. */
export const organiseLive: LiveTopic = {
  name: 'folderChanged (organise)',
  handles: [itemsDeleted.type, itemsMoved.type, itemsCopied.type],
  readModels: [foldersProjection.name, assetsProjection.name],
  async publications(events) {
    const parents = new Set<string>();
    for (const event of events) {
      if (itemsDeleted.is(event)) {
        for (const folder of event.data.folders) parents.add(folder.parentId);
        for (const asset of event.data.assets) parents.add(asset.folderId);
      }
      if (itemsCopied.is(event)) parents.add(event.data.targetId);
      if (itemsMoved.is(event)) {
        parents.add(event.data.targetId);
        for (const folder of event.data.folders) parents.add(folder.fromParentId);
        for (const asset of event.data.assets) parents.add(asset.fromFolderId);
      }
    }
    return [...parents].map(folderChanged);
  },
};

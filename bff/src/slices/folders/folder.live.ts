import { type DomainEvent, folderCreated } from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { foldersProjection } from './folder.projection.ts';

/** The topic of `folderChanged` for one folder. */
export const folderChangedTopic = (folderId: string): string => `folderChanged.${folderId}`;

/** `folderChanged` of one folder: its subscribers read the folder again. */
export const folderChanged = (folderId: string): Publication => ({
  topic: folderChangedTopic(folderId),
  payload: { folderId },
});

const parentOf = (event: DomainEvent): Publication[] =>
  folderCreated.is(event) && event.data.parentId ? [folderChanged(event.data.parentId)] : [];

/** A new sub-folder, to the `folderChanged` subscribers of its parent. */
export const foldersLive: LiveTopic = {
  name: 'folderChanged (folders)',
  handles: [folderCreated.type],
  readModels: [foldersProjection.name],
  publications: async (events) => events.flatMap(parentOf),
};

import { type DomainEvent, folderCreated, folderRenamed } from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { foldersProjection } from './folder.projection.ts';

/** The topic of `folderChanged` for one folder. */
export const folderChangedTopic = (folderId: string): string => `folderChanged.${folderId}`;

/** `folderChanged` of one folder: its subscribers read the folder again. */
export const folderChanged = (folderId: string): Publication => ({
  topic: folderChangedTopic(folderId),
  payload: { folderId },
});

/**
 * The topic of `folderChanged` for every folder of a workspace's projects: what each shows of the
 * workspace (its custom fields) changed.
 */
export const workspaceFoldersTopic = (workspaceId: string): string =>
  `folderChanged.workspace.${workspaceId}`;

/** `folderChanged` of every folder of the workspace: their subscribers read their folder again. */
export const workspaceFoldersChanged = (workspaceId: string): Publication => ({
  topic: workspaceFoldersTopic(workspaceId),
  payload: { workspaceId },
});

function parentOf(event: DomainEvent): Publication[] {
  if (folderCreated.is(event) && event.data.parentId) return [folderChanged(event.data.parentId)];
  if (folderRenamed.is(event))
    return [folderChanged(event.data.parentId), folderChanged(event.data.id)];
  return [];
}

/** A new or renamed sub-folder, to the `folderChanged` subscribers of its parent (and its own). */
export const foldersLive: LiveTopic = {
  name: 'folderChanged (folders)',
  handles: [folderCreated.type, folderRenamed.type],
  readModels: [foldersProjection.name],
  publications: async (events) => events.flatMap(parentOf),
};

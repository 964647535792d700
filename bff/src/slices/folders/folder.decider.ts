import { type Decider, DomainError, type FolderEvent, type NameReservation } from '@rushes/events';
import { isImageType } from '../images/image-type.ts';
import { invalid, nameKey } from '../validation.ts';

/**
 * Creates a folder under an existing one. `parent` is what the caller found for the requested
 * parent id (null when there is none); the new folder joins the parent's project.
 */
export interface CreateFolder {
  type: 'CreateFolder';
  folderId: string;
  name: string;
  parent: { id: string; projectId: string } | null;
}

/** Makes an uploaded and checked image the folder's poster. */
export interface SetFolderPoster {
  type: 'SetFolderPoster';
  folderId: string;
  storageKey: string;
  contentType: string;
}

/** Removes the folder's poster, so its automatic thumbnail shows again. */
export interface RemoveFolderPoster {
  type: 'RemoveFolderPoster';
  folderId: string;
}

/**
 * Regenerate Thumbnail: records the folder's automatic thumbnail as chosen again from what it holds
 * now (`versionId`, the caller's choice; null when nothing has a picture), so its parent hears it.
 * Recorded every time it is asked: the choice is made afresh each time.
 */
export interface RegenerateFolderThumbnail {
  type: 'RegenerateFolderThumbnail';
  folderId: string;
  versionId: string | null;
}

/**
 * Renames a folder. `current` is the folder as the caller found it (its name and parent; a root
 * has no parent and keeps its project's name).
 */
export interface RenameFolder {
  type: 'RenameFolder';
  folderId: string;
  name: string;
  current: { name: string; parentId: string | null };
}

export type FolderCommand =
  | CreateFolder
  | RenameFolder
  | SetFolderPoster
  | RemoveFolderPoster
  | RegenerateFolderThumbnail;

export interface FolderState {
  created: boolean;
  poster: string | null;
}

function createFolder(command: CreateFolder, state: FolderState) {
  if (state.created) return [];
  const name = command.name.trim();
  if (name.length === 0) return invalid('name', 'required');
  const { folderId: id, parent } = command;
  if (!parent) return new DomainError('NOT_FOUND', { field: 'parentId', entity: 'folder' });
  const data = { id, projectId: parent.projectId, parentId: parent.id, name };
  return [{ type: 'folder.created' as const, data }];
}

/** Trimmed, non-empty and different from the name it has; a root is named after its project. */
function renameFolder({ folderId: id, name, current }: RenameFolder) {
  const next = name.trim();
  if (next.length === 0) return invalid('name', 'required');
  if (current.parentId === null) return invalid('id', 'root');
  if (next === current.name) return invalid('name', 'unchanged');
  const data = { id, parentId: current.parentId, name: next, previousName: current.name };
  return [{ type: 'folder.renamed' as const, data }];
}

// A root folder's stream holds no `folder.created` (the project's does): the caller has found
// the folder before asking for its poster.
function setPoster({ folderId: id, storageKey, contentType }: SetFolderPoster, state: FolderState) {
  if (!isImageType(contentType)) return invalid('file', 'imageType');
  if (state.poster === storageKey) return [];
  return [{ type: 'folder.poster_set' as const, data: { id, storageKey, contentType } }];
}

function removePoster({ folderId: id }: RemoveFolderPoster, state: FolderState) {
  if (state.poster === null) return [];
  return [{ type: 'folder.poster_removed' as const, data: { id } }];
}

const regenerateThumbnail = ({ folderId: id, versionId }: RegenerateFolderThumbnail) => [
  { type: 'folder.thumbnail_regenerated' as const, data: { id, versionId } },
];

export const folderDecider: Decider<FolderCommand, FolderState, FolderEvent> = {
  initialState: { created: false, poster: null },
  decide(command, state) {
    switch (command.type) {
      case 'CreateFolder':
        return createFolder(command, state);
      case 'RenameFolder':
        return renameFolder(command);
      case 'SetFolderPoster':
        return setPoster(command, state);
      case 'RemoveFolderPoster':
        return removePoster(command, state);
      case 'RegenerateFolderThumbnail':
        return regenerateThumbnail(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'folder.created':
        return { ...state, created: true };
      case 'folder.poster_set':
        return { ...state, poster: event.data.storageKey };
      case 'folder.poster_removed':
        return { ...state, poster: null };
      case 'folder.thumbnail_regenerated':
      case 'folder.renamed':
        return state;
    }
  },
};

/** A folder's name among its siblings: claimed on create and rename, freed on rename and delete. */
export const siblingName = (parentId: string, name: string, owner: string): NameReservation => ({
  scope: 'folder-name',
  key: `${parentId}/${nameKey(name)}`,
  owner,
  conflict: { field: 'name', entity: 'folder' },
});

/** Sibling folders have different names, whatever their case; a root has no siblings. */
export const folderReservations = (events: FolderEvent[]): NameReservation[] =>
  events.flatMap((event) => {
    if (event.type === 'folder.renamed') {
      return [siblingName(event.data.parentId, event.data.name, event.data.id)];
    }
    if (event.type !== 'folder.created' || event.data.parentId === null) return [];
    return [siblingName(event.data.parentId, event.data.name, event.data.id)];
  });

/** The name a renamed folder gives up, for a sibling to take (unless only its case changed). */
export const folderReleases = (events: FolderEvent[]): NameReservation[] =>
  events.flatMap((event) =>
    event.type === 'folder.renamed' && nameKey(event.data.name) !== nameKey(event.data.previousName)
      ? [siblingName(event.data.parentId, event.data.previousName, event.data.id)]
      : [],
  );

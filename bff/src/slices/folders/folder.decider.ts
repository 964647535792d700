import { type Decider, DomainError, type FolderEvent, type NameReservation } from '@rushes/events';
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

export type FolderCommand = CreateFolder;

export interface FolderState {
  created: boolean;
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

export const folderDecider: Decider<FolderCommand, FolderState, FolderEvent> = {
  initialState: { created: false },
  decide(command, state) {
    switch (command.type) {
      case 'CreateFolder':
        return createFolder(command, state);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'folder.created':
        return { created: true };
    }
  },
};

/** Sibling folders have different names, whatever their case; a root has no siblings. */
export const folderReservations = (events: FolderEvent[]): NameReservation[] =>
  events.flatMap(({ data }) =>
    data.parentId === null
      ? []
      : [
          {
            scope: 'folder-name',
            key: `${data.parentId}/${nameKey(data.name)}`,
            owner: data.id,
            conflict: { field: 'name', entity: 'folder' },
          },
        ],
  );

import type { Decider, ItemsDeleted, NameReservation, OrganiseEvent } from '@rushes/events';
import { siblingName } from '../folders/folder.decider.ts';
import { invalid } from '../validation.ts';

/**
 * Deletes folders and assets of one project at once. The caller found them and checked the
 * viewer may: `folders` are the chosen ones (never a root), `folderIds` their subtrees as they
 * stand, `assets` the chosen assets.
 */
export interface DeleteItems {
  type: 'DeleteItems';
  projectId: string;
  folders: ItemsDeleted['data']['folders'];
  folderIds: string[];
  assets: ItemsDeleted['data']['assets'];
}

export type OrganiseCommand = DeleteItems;

/** What the project's organising stream has done: the items it deleted. */
export interface OrganiseState {
  deleted: ReadonlySet<string>;
}

function deleteItems(command: DeleteItems, state: OrganiseState) {
  if (command.folders.length + command.assets.length === 0) return invalid('items', 'required');
  const live = <T extends { id: string }>(items: readonly T[]) =>
    items.filter((item) => !state.deleted.has(item.id));
  const folders = live(command.folders);
  const assets = live(command.assets);
  // Deleted already (a repeated or a concurrent delete): nothing more to do.
  if (folders.length + assets.length === 0) return [];
  const folderIds = command.folderIds.filter((id) => !state.deleted.has(id));
  const data = { projectId: command.projectId, folders, folderIds, assets };
  return [{ type: 'items.deleted' as const, data }];
}

/**
 * A project's organising decisions (stream `organise.<projectId>`): deleting, and later moving
 * and copying, folders and assets, one decision at a time for the whole project.
 */
export const organiseDecider: Decider<OrganiseCommand, OrganiseState, OrganiseEvent> = {
  initialState: { deleted: new Set() },
  decide(command, state) {
    switch (command.type) {
      case 'DeleteItems':
        return deleteItems(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'items.deleted': {
        const { folderIds, assets } = event.data;
        return { deleted: new Set([...state.deleted, ...folderIds, ...assets.map((a) => a.id)]) };
      }
    }
  },
};

/** A deleted folder's name is free again among its siblings. */
export const organiseReleases = (events: OrganiseEvent[]): NameReservation[] =>
  events.flatMap((event) =>
    event.data.folders.map((folder) => siblingName(folder.parentId, folder.name, folder.id)),
  );

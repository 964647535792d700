import {
  type Decider,
  DomainError,
  type ItemsDeleted,
  type NameReservation,
  type OrganiseEvent,
} from '@rushes/events';
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

/**
 * Moves folders and assets of one project into `targetId`. `parents` is the project's tree as
 * the caller read it (each folder's parent, null for the root): the moves this stream decided
 * since stand over it, so two people moving folders into each other never make a loop.
 */
export interface MoveItems {
  type: 'MoveItems';
  projectId: string;
  targetId: string;
  folders: { id: string; parentId: string; name: string }[];
  assets: { id: string; folderId: string }[];
  parents: Readonly<Record<string, string | null>>;
}

export type OrganiseCommand = DeleteItems | MoveItems;

/** What the project's organising stream has done: the items it deleted, the folders it moved. */
export interface OrganiseState {
  deleted: ReadonlySet<string>;
  /** Each moved folder's parent now. */
  movedTo: ReadonlyMap<string, string>;
  /** Each moved asset's folder now. */
  assetIn: ReadonlyMap<string, string>;
}

const live =
  (state: OrganiseState) =>
  <T extends { id: string }>(items: readonly T[]) =>
    items.filter((item) => !state.deleted.has(item.id));

function deleteItems(command: DeleteItems, state: OrganiseState) {
  if (command.folders.length + command.assets.length === 0) return invalid('items', 'required');
  const folders = live(state)(command.folders);
  const assets = live(state)(command.assets);
  // Deleted already (a repeated or a concurrent delete): nothing more to do.
  if (folders.length + assets.length === 0) return [];
  const folderIds = command.folderIds.filter((id) => !state.deleted.has(id));
  const data = { projectId: command.projectId, folders, folderIds, assets };
  return [{ type: 'items.deleted' as const, data }];
}

const noTarget = () => new DomainError('NOT_FOUND', { field: 'targetId', entity: 'folder' });

/**
 * Whether `targetId` is one of `moved` or lies beneath one of them, walking up the tree as it is
 * now; `null` when the walk meets a folder the caller's tree does not know (made since it read):
 * the caller asks again.
 */
function inside(command: MoveItems, state: OrganiseState, moved: ReadonlySet<string>) {
  const seen = new Set<string>();
  let current: string | null = command.targetId;
  while (current !== null) {
    if (moved.has(current)) return true;
    if (seen.has(current)) return true;
    seen.add(current);
    const parent: string | null | undefined =
      state.movedTo.get(current) ?? command.parents[current];
    if (parent === undefined) return null;
    current = parent;
  }
  return false;
}

function moveItems(command: MoveItems, state: OrganiseState) {
  const { projectId, targetId } = command;
  if (command.folders.length + command.assets.length === 0) return invalid('items', 'required');
  if (state.deleted.has(targetId)) return noTarget();
  const folders = live(state)(command.folders)
    .map((folder) => ({ ...folder, parentId: state.movedTo.get(folder.id) ?? folder.parentId }))
    .filter((folder) => folder.parentId !== targetId);
  const assets = live(state)(command.assets)
    .map((asset) => ({ ...asset, folderId: state.assetIn.get(asset.id) ?? asset.folderId }))
    .filter((asset) => asset.folderId !== targetId);
  const into = inside(command, state, new Set(command.folders.map((folder) => folder.id)));
  if (into === null)
    return new DomainError('STATE_CONFLICT', { field: 'targetId', entity: 'folder' });
  if (into) return invalid('targetId', 'intoItself');
  // Where they are already: nothing to do.
  if (folders.length + assets.length === 0) return [];
  const data = {
    projectId,
    targetId,
    folders: folders.map(({ id, parentId, name }) => ({ id, fromParentId: parentId, name })),
    assets: assets.map(({ id, folderId }) => ({ id, fromFolderId: folderId })),
  };
  return [{ type: 'items.moved' as const, data }];
}

/**
 * A project's organising decisions (stream `organise.<projectId>`): deleting and moving (and, to
 * come, copying) folders and assets, one decision at a time for the whole project.
 */
export const organiseDecider: Decider<OrganiseCommand, OrganiseState, OrganiseEvent> = {
  initialState: { deleted: new Set(), movedTo: new Map(), assetIn: new Map() },
  decide(command, state) {
    switch (command.type) {
      case 'DeleteItems':
        return deleteItems(command, state);
      case 'MoveItems':
        return moveItems(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'items.deleted': {
        const { folderIds, assets } = event.data;
        const gone = [...folderIds, ...assets.map((asset) => asset.id)];
        return { ...state, deleted: new Set([...state.deleted, ...gone]) };
      }
      case 'items.moved': {
        const { targetId, folders, assets } = event.data;
        const movedTo = new Map(state.movedTo);
        for (const folder of folders) movedTo.set(folder.id, targetId);
        const assetIn = new Map(state.assetIn);
        for (const asset of assets) assetIn.set(asset.id, targetId);
        return { ...state, movedTo, assetIn };
      }
    }
  },
};

/** A moved folder's name is taken among the target's children. */
export const organiseReservations = (events: OrganiseEvent[]): NameReservation[] =>
  events.flatMap((event) =>
    event.type === 'items.moved'
      ? event.data.folders.map((folder) => siblingName(event.data.targetId, folder.name, folder.id))
      : [],
  );

/** A deleted folder's name is free again among its siblings, and a moved one's where it was. */
export const organiseReleases = (events: OrganiseEvent[]): NameReservation[] =>
  events.flatMap((event) =>
    event.type === 'items.deleted'
      ? event.data.folders.map((folder) => siblingName(folder.parentId, folder.name, folder.id))
      : event.data.folders.map((folder) =>
          siblingName(folder.fromParentId, folder.name, folder.id),
        ),
  );

import {
  type Decider,
  DomainError,
  type ItemsDeleted,
  type NameReservation,
  type OrganiseEvent,
  uuidFrom,
} from '@rushes/events';
import { siblingName } from '../folders/folder.decider.ts';
import { invalid, nameKey } from '../validation.ts';

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

/**
 * Copies folders (with their subtrees) and assets of one project into `targetId`, under new ids
 * derived from `copyId`. `folders` are every folder of the chosen subtrees as they stand (the
 * chosen ones are `chosen`), `assets` every asset in them and every asset chosen; `taken` the
 * names of the target's folders, so a copy beside its original is called '… copy'.
 */
export interface CopyItems {
  type: 'CopyItems';
  projectId: string;
  targetId: string;
  copyId: string;
  chosen: string[];
  folders: { id: string; parentId: string; name: string }[];
  assets: { id: string; folderId: string }[];
  parents: Readonly<Record<string, string | null>>;
  taken: string[];
}

export type OrganiseCommand = DeleteItems | MoveItems | CopyItems;

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
function inside(
  { targetId, parents }: Pick<MoveItems, 'targetId' | 'parents'>,
  state: OrganiseState,
  moved: ReadonlySet<string>,
) {
  const seen = new Set<string>();
  let current: string | null = targetId;
  while (current !== null) {
    if (moved.has(current)) return true;
    if (seen.has(current)) return true;
    seen.add(current);
    const parent: string | null | undefined = state.movedTo.get(current) ?? parents[current];
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

/** The first of 'Day 1', 'Day 1 copy', 'Day 1 copy 2'… that no folder in the target has. */
function freeName(name: string, taken: Set<string>): string {
  const key = (text: string) => nameKey(text);
  if (!taken.has(key(name))) return name;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${name} copy` : `${name} copy ${n}`;
    if (!taken.has(key(candidate))) return candidate;
  }
}

function copyItems(command: CopyItems, state: OrganiseState) {
  const { projectId, targetId, copyId } = command;
  if (command.chosen.length + command.assets.length === 0) return invalid('items', 'required');
  if (state.deleted.has(targetId)) return noTarget();
  const into = inside(command, state, new Set(command.chosen));
  if (into === null)
    return new DomainError('STATE_CONFLICT', { field: 'targetId', entity: 'folder' });
  if (into) return invalid('targetId', 'intoItself');
  const copyOf = (sourceId: string) => uuidFrom('copy', copyId, sourceId);
  const chosen = new Set(command.chosen);
  const taken = new Set(command.taken.map((name) => nameKey(name)));
  const folders = live(state)(command.folders).map((folder) => {
    if (!chosen.has(folder.id)) {
      return {
        id: copyOf(folder.id),
        sourceId: folder.id,
        parentId: copyOf(folder.parentId),
        name: folder.name,
      };
    }
    const name = freeName(folder.name, taken);
    taken.add(nameKey(name));
    return { id: copyOf(folder.id), sourceId: folder.id, parentId: targetId, name };
  });
  const copied = new Set(folders.map((folder) => folder.sourceId));
  const assets = live(state)(command.assets).map((asset) => ({
    id: copyOf(asset.id),
    sourceId: asset.id,
    folderId: copied.has(asset.folderId) ? copyOf(asset.folderId) : targetId,
  }));
  if (folders.length + assets.length === 0) return [];
  return [{ type: 'items.copied' as const, data: { projectId, targetId, folders, assets } }];
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
      case 'CopyItems':
        return copyItems(command, state);
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
      case 'items.copied':
        return state;
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
  events.flatMap((event) => {
    if (event.type === 'items.deleted') {
      return event.data.folders.map((folder) =>
        siblingName(folder.parentId, folder.name, folder.id),
      );
    }
    if (event.type === 'items.moved') {
      return event.data.folders.map((folder) =>
        siblingName(folder.fromParentId, folder.name, folder.id),
      );
    }
    return [];
  });

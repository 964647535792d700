import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/**
 * Folders and assets of a project deleted in one decision (stream `organise.<projectId>`). The
 * folders chosen (with their parent and name, whose place among their siblings is free again)
 * take their whole subtree, listed in `folderIds` as it stood; assets in those folders go with
 * them. The stored media stays in object storage: the log still names its keys.
 */
export const itemsDeleted = defineEvent('items.deleted', {
  versions: {
    1: Type.Object({
      projectId: id,
      folders: Type.Array(Type.Object({ id, parentId: id, name: Type.String({ minLength: 1 }) })),
      folderIds: Type.Array(id),
      assets: Type.Array(Type.Object({ id, folderId: id })),
    }),
  },
});

/**
 * Folders and assets of a project moved into the folder `targetId`: each folder with its subtree
 * (its name now taken among the target's children, and freed where it was), each asset alone.
 */
export const itemsMoved = defineEvent('items.moved', {
  versions: {
    1: Type.Object({
      projectId: id,
      targetId: id,
      folders: Type.Array(
        Type.Object({ id, fromParentId: id, name: Type.String({ minLength: 1 }) }),
      ),
      assets: Type.Array(Type.Object({ id, fromFolderId: id })),
    }),
  },
});

/**
 * Folders and assets of a project copied into the folder `targetId`, under new ids: every folder
 * of the chosen subtrees (`parentId` the copy's new parent) and every asset in them or chosen.
 * A copy shares the stored media of what it was copied from: nothing is uploaded or transcoded.
 */
export const itemsCopied = defineEvent('items.copied', {
  versions: {
    1: Type.Object({
      projectId: id,
      targetId: id,
      folders: Type.Array(
        Type.Object({ id, sourceId: id, parentId: id, name: Type.String({ minLength: 1 }) }),
      ),
      assets: Type.Array(Type.Object({ id, sourceId: id, folderId: id })),
    }),
  },
});

export type ItemsDeleted = EventOf<typeof itemsDeleted>;
export type ItemsCopied = EventOf<typeof itemsCopied>;
export type ItemsMoved = EventOf<typeof itemsMoved>;
export type OrganiseEvent = ItemsDeleted | ItemsMoved | ItemsCopied;

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

export type ItemsDeleted = EventOf<typeof itemsDeleted>;
export type OrganiseEvent = ItemsDeleted;

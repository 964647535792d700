import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/** A folder inside a project; `parentId` is null only for a root (see `project.created`). */
export const folderCreated = defineEvent('folder.created', {
  versions: {
    1: Type.Object({
      id,
      projectId: id,
      parentId: Type.Union([id, Type.Null()]),
      name: Type.String({ minLength: 1 }),
    }),
  },
});

export type FolderCreated = EventOf<typeof folderCreated>;
export type FolderEvent = FolderCreated;

import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/**
 * A project and its root folder, in one decision. The root folder has no `folder.created` of its
 * own: a second append to `folder.<rootFolderId>` could fail after this one and leave a project
 * without a root, so the folder read model creates the root row from this event.
 */
export const projectCreated = defineEvent('project.created', {
  versions: {
    1: Type.Object({
      id,
      workspaceId: id,
      name: Type.String({ minLength: 1 }),
      managerId: id,
      rootFolderId: id,
    }),
  },
});

export type ProjectCreated = EventOf<typeof projectCreated>;
export type ProjectEvent = ProjectCreated;

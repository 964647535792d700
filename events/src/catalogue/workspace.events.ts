import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

export const workspaceCreated = defineEvent('workspace.created', {
  versions: {
    1: Type.Object({
      id: Type.String({ minLength: 1 }),
      name: Type.String({ minLength: 1 }),
      isDefault: Type.Boolean(),
    }),
  },
});

export type WorkspaceCreated = EventOf<typeof workspaceCreated>;
export type WorkspaceEvent = WorkspaceCreated;

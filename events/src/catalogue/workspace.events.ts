import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

export const workspaceCreated = defineEvent('workspace.created', {
  versions: {
    1: Type.Object({
      id: Type.String({ minLength: 1 }),
      name: Type.String({ minLength: 1 }),
      isDefault: Type.Boolean(),
    }),
  },
});

/** The user becomes Admin of the workspace: Admin on every project in it (stream `workspace.<id>`). */
export const workspaceAdminAdded = defineEvent('workspace_admin.added', {
  versions: { 1: Type.Object({ workspaceId: id, userId: id }) },
});

export const workspaceAdminRemoved = defineEvent('workspace_admin.removed', {
  versions: { 1: Type.Object({ workspaceId: id, userId: id }) },
});

export type WorkspaceCreated = EventOf<typeof workspaceCreated>;
export type WorkspaceAdminAdded = EventOf<typeof workspaceAdminAdded>;
export type WorkspaceAdminRemoved = EventOf<typeof workspaceAdminRemoved>;
export type WorkspaceEvent = WorkspaceCreated | WorkspaceAdminAdded | WorkspaceAdminRemoved;

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

/** The workspace takes a new name; the old one is free again. */
export const workspaceRenamed = defineEvent('workspace.renamed', {
  versions: { 1: Type.Object({ id, name: Type.String({ minLength: 1 }) }) },
});

/**
 * The workspace goes, and its projects (`projectIds`, as the decision saw them) move to the default
 * workspace in the same decision, so none is left in a workspace that no longer exists.
 */
export const workspaceDeleted = defineEvent('workspace.deleted', {
  versions: {
    1: Type.Object({ id, defaultWorkspaceId: id, projectIds: Type.Array(id) }),
  },
});

/** Whether the workspace's members may draw annotations on the pictures they comment on. */
export const workspaceAnnotationsSet = defineEvent('workspace.annotations_set', {
  versions: { 1: Type.Object({ id, enabled: Type.Boolean() }) },
});

/** The branding images a workspace carries. */
export const workspaceImageKinds = ['logo', 'projectPoster'] as const;
export type WorkspaceImageKind = (typeof workspaceImageKinds)[number];
const imageKind = Type.Union(workspaceImageKinds.map((kind) => Type.Literal(kind)));

/** An uploaded and checked image becomes the workspace's logo or default project poster. */
export const workspaceImageSet = defineEvent('workspace.image_set', {
  versions: {
    1: Type.Object({ id, kind: imageKind, storageKey: id, contentType: id }),
  },
});

/** The workspace's logo or default project poster is removed; the default shows again. */
export const workspaceImageRemoved = defineEvent('workspace.image_removed', {
  versions: { 1: Type.Object({ id, kind: imageKind }) },
});

export type WorkspaceCreated = EventOf<typeof workspaceCreated>;
export type WorkspaceAdminAdded = EventOf<typeof workspaceAdminAdded>;
export type WorkspaceAdminRemoved = EventOf<typeof workspaceAdminRemoved>;
export type WorkspaceRenamed = EventOf<typeof workspaceRenamed>;
export type WorkspaceDeleted = EventOf<typeof workspaceDeleted>;
export type WorkspaceImageSet = EventOf<typeof workspaceImageSet>;
export type WorkspaceImageRemoved = EventOf<typeof workspaceImageRemoved>;
export type WorkspaceAnnotationsSet = EventOf<typeof workspaceAnnotationsSet>;
export type WorkspaceEvent =
  | WorkspaceCreated
  | WorkspaceAdminAdded
  | WorkspaceAdminRemoved
  | WorkspaceRenamed
  | WorkspaceDeleted
  | WorkspaceImageSet
  | WorkspaceImageRemoved
  | WorkspaceAnnotationsSet;

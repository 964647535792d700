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

/** The four ways a take's slate is shown; Scene / Shot / Take unless the project chose another. */
export const slateFormats = [
  'EPISODE_SCENE_TAKE',
  'SCENE_SHOT_TAKE',
  'SCENE_TAKE',
  'SCENE_TAKE_CAMERA_ANGLE',
] as const;
export type SlateFormat = (typeof slateFormats)[number];
export const defaultSlateFormat: SlateFormat = 'SCENE_SHOT_TAKE';

/** A calendar day as YYYY-MM-DD, or null when the day was cleared. */
const day = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]);

/** The details that changed, and only those: a missing field kept its value. */
export const projectDetailsChanged = defineEvent('project.details_changed', {
  versions: {
    1: Type.Object({
      id,
      name: Type.Optional(Type.String({ minLength: 1 })),
      production: Type.Optional(Type.String()),
      director: Type.Optional(Type.String()),
      dop: Type.Optional(Type.String()),
      managerId: Type.Optional(id),
      crew: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
      shootingStart: Type.Optional(day),
      shootingEnd: Type.Optional(day),
    }),
  },
});

export const projectSettingsChanged = defineEvent('project.settings_changed', {
  versions: {
    1: Type.Object({
      id,
      slateFormat: Type.Union(slateFormats.map((format) => Type.Literal(format))),
    }),
  },
});

/** The project left `fromWorkspaceId` for `workspaceId`, with its folders and media. */
export const projectWorkspaceChanged = defineEvent('project.workspace_changed', {
  versions: { 1: Type.Object({ id, workspaceId: id, fromWorkspaceId: id }) },
});

/**
 * The project, its folders and assets leave every list and route; its title is free again. The
 * stored media stays in object storage: the log still names its keys.
 */
export const projectDeleted = defineEvent('project.deleted', {
  versions: { 1: Type.Object({ id }) },
});

export type ProjectCreated = EventOf<typeof projectCreated>;
export type ProjectDetailsChanged = EventOf<typeof projectDetailsChanged>;
export type ProjectSettingsChanged = EventOf<typeof projectSettingsChanged>;
export type ProjectWorkspaceChanged = EventOf<typeof projectWorkspaceChanged>;
export type ProjectDeleted = EventOf<typeof projectDeleted>;
export type ProjectEvent =
  | ProjectCreated
  | ProjectDetailsChanged
  | ProjectSettingsChanged
  | ProjectWorkspaceChanged
  | ProjectDeleted;

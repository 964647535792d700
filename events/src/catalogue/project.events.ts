import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';
import {
  publishedWatermarkPositions,
  publishedWatermarkTypes,
} from './published-watermark-vocabulary.ts';

const id = Type.String({ minLength: 1 });

const projectCreatedV1 = Type.Object({
  id,
  workspaceId: id,
  name: Type.String({ minLength: 1 }),
  managerId: id,
  rootFolderId: id,
});

/** The name of a transfer server of the deployment (RUSHES_TRANSFER_SERVERS), or null for none. */
const transferServer = Type.Union([Type.String({ minLength: 1 }), Type.Null()]);

/**
 * A project and its root folder, in one decision. The root folder has no `folder.created` of its
 * own: a second append to `folder.<rootFolderId>` could fail after this one and leave a project
 * without a root, so the folder read model creates the root row from this event. From v2 it
 * names the storage its media is kept on (its prefix, '' for the default storage) and its
 * transfer server; a project made before is on the default storage, with none.
 */
export const projectCreated = defineEvent('project.created', {
  versions: {
    1: projectCreatedV1,
    2: Type.Composite([
      projectCreatedV1,
      Type.Object({ storagePrefix: Type.String(), transferServer }),
    ]),
  },
  upcast: { 1: (v1) => ({ ...v1, storagePrefix: '', transferServer: null }) },
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

const percent = (minimum: number) => Type.Integer({ minimum, maximum: 100 });

/**
 * The project's watermark as a whole, drawn over every member's player (projects §3): at most
 * one item per position; the font size in pixels of a 1080-line picture, the offsets too.
 */
export const projectWatermarksChanged = defineEvent('project.watermarks_changed', {
  versions: {
    1: Type.Object({
      id,
      enabled: Type.Boolean(),
      items: Type.Array(
        Type.Object({
          position: Type.Union(
            publishedWatermarkPositions.map((position) => Type.Literal(position)),
          ),
          type: Type.Union(publishedWatermarkTypes.map((type) => Type.Literal(type))),
          text: Type.String(),
        }),
        { maxItems: publishedWatermarkPositions.length },
      ),
      fontSize: Type.Integer({ minimum: 12, maximum: 72 }),
      opacity: percent(10),
      opacityBackground: percent(0),
      horizontalOffset: percent(0),
      verticalOffset: percent(0),
    }),
  },
});

/** The image overlay's settings: size in percent (5–200), x and y from the middle (−50…50). */
export const projectOverlayChanged = defineEvent('project.overlay_changed', {
  versions: {
    1: Type.Object({
      id,
      enabled: Type.Boolean(),
      size: Type.Integer({ minimum: 5, maximum: 200 }),
      opacity: percent(10),
      x: Type.Integer({ minimum: -50, maximum: 50 }),
      y: Type.Integer({ minimum: -50, maximum: 50 }),
    }),
  },
});

/** An uploaded and checked image becomes the project's overlay image. */
export const projectOverlayImageSet = defineEvent('project.overlay_image_set', {
  versions: { 1: Type.Object({ id, storageKey: id, contentType: id }) },
});

/** A superuser gave the project another transfer server, or none (`null`). */
export const projectTransferServerChanged = defineEvent('project.transfer_server_changed', {
  versions: { 1: Type.Object({ id, transferServer }) },
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
export type ProjectWatermarksChanged = EventOf<typeof projectWatermarksChanged>;
export type ProjectOverlayChanged = EventOf<typeof projectOverlayChanged>;
export type ProjectOverlayImageSet = EventOf<typeof projectOverlayImageSet>;
export type ProjectTransferServerChanged = EventOf<typeof projectTransferServerChanged>;
export type ProjectWorkspaceChanged = EventOf<typeof projectWorkspaceChanged>;
export type ProjectDeleted = EventOf<typeof projectDeleted>;
export type ProjectEvent =
  | ProjectCreated
  | ProjectDetailsChanged
  | ProjectSettingsChanged
  | ProjectWatermarksChanged
  | ProjectOverlayChanged
  | ProjectOverlayImageSet
  | ProjectTransferServerChanged
  | ProjectWorkspaceChanged
  | ProjectDeleted;
